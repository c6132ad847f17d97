/**
 * A solved captcha as query text for a code request to a new receiver (which needs one): read back
 * through the dev endpoint, so the bench server must run with OUTBOX_API=1.
 */
export async function solvedCaptchaQuery(origin: string): Promise<string> {
  const challenge = (await (await fetch(`${origin}/v1/auth/svg_code`)).json()) as { data: { uuid: string } };
  const { uuid } = challenge.data;
  const solved = (await (await fetch(`${origin}/v1/dev/captcha/${uuid}`)).json()) as {
    data: { answer: string };
  };
  return `svgCode=${encodeURIComponent(solved.data.answer)}&svgCodeUUID=${uuid}`;
}
