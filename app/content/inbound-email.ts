/**
 * What POST /api/inbound-email answers the mail service that posts a reply
 * to it (server/http/inbound-email-route.ts). The service's log shows these
 * words to whoever set it up.
 */
export const inboundEmailWords = {
  unauthorized: {
    title: "Unauthorized",
    description:
      "Send the inbound email secret as a Bearer token, or as the password of HTTP Basic authentication.",
  },
  /** No live reply address among its recipients: refused, nothing stored. */
  refused: {
    title: "Message Refused",
    description:
      "This message is not addressed to a conversation that takes replies.",
  },
  unreadable: {
    title: "Message Unreadable",
    description: "The message could not be read as an email.",
  },
  noMessage: {
    title: "No Message",
    description:
      "The request holds no email. Post the raw message (message/rfc822), a form with the raw message in its email or body-mime field, or Postmark's JSON with RawEmail.",
  },
  scanHeld: {
    title: "Attachments Not Checked",
    description:
      "The attachments could not be checked for viruses just now; nothing was stored. Send the message again later.",
  },
};
