/** The head of a server-rendered page, read the way a crawler reads it. */
export type PageHead = {
  status: number;
  title: string;
  canonical: string | undefined;
  /** meta tags by name or property (the last one wins). */
  meta: Record<string, string>;
  /** Every JSON-LD block, parsed. */
  jsonLd: Record<string, any>[];
  /** The raw head HTML. */
  html: string;
};

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export async function readPageHead(baseUrl: string, path: string): Promise<PageHead> {
  const response = await fetch(`${baseUrl}${path}`);
  const document = await response.text();
  const html = document.slice(0, document.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const [, , name, content] of html.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)) meta[decode(name!)] = decode(content!);
  return {
    status: response.status,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!)),
    html,
  };
}

/** The JSON-LD node of a type; fails the test when the page has none or several. */
export function node(head: PageHead, type: string): Record<string, any> {
  const nodes = head.jsonLd.filter((candidate) => candidate['@type'] === type);
  if (nodes.length !== 1) throw new Error(`expected one ${type} node, found ${nodes.length}`);
  return nodes[0]!;
}
