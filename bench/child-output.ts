import { spawn } from "node:child_process";

/**
 * Runs `command` to its end and answers what it printed on stdout (its
 * stderr goes to the bench's); an exit other than 0 throws, with the output.
 */
export async function outputOf(
  command: string,
  args: string[],
): Promise<string> {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) =>
    child.once("exit", resolve),
  );
  if (code !== 0) throw new Error(`${command} exited with ${code}:\n${output}`);
  return output;
}
