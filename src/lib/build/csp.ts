/** The CSP source (`sha256-…`) that lets one inline script run under the site's policy. */
export async function inlineScriptHash(script: string): Promise<`sha256-${string}`> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}
