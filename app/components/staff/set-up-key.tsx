/** The key in groups of four: "ABCD", "EFGH", ... (the last may be shorter). */
export const keyGroups = (key: string): string[] => key.match(/.{1,4}/g) ?? [];

/**
 * The set-up key to type by hand (52 base32 characters), in groups of four
 * so the eye keeps its place. The gaps are margins of inline spans, not
 * spaces (and no block or inline-block box, which a copy may turn into a
 * line break); a line may end between groups (<wbr>), never inside one.
 * What the person selects and copies is the key in one run, which every
 * authenticator app takes: Google Authenticator, Microsoft Authenticator
 * and Authy also take it with spaces, but not every app does.
 */
export function SetUpKeyText({ value }: { value: string }) {
  return (
    <code
      className="mt-1 block rounded bg-slate-100 px-3 py-2 text-center font-mono text-base leading-8 text-slate-900"
      data-testid="set-up-key"
    >
      {keyGroups(value).map((group, index) => (
        <span key={index}>
          {index > 0 && <wbr />}
          <span className="mx-1 whitespace-nowrap">{group}</span>
        </span>
      ))}
    </code>
  );
}
