import { escapeMarkup } from '../../shared/escape-markup';

/**
 * The small page a link sent to someone opens when it answers in words (a newsletter confirmation, an
 * unsubscribe, an ended preview): it must read well in any mail client's browser and carries no site scripts.
 */
export function linkPage({ companyName, title, text }: { companyName: string; title: string; text: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeMarkup(`${title} | ${companyName}`)}</title>
<style>body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f5f7fa;color:#111}main{max-width:32rem;margin:15vh auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.08)}h1{font-size:1.5rem;margin-top:0}a{color:#1d4ed8}</style>
</head><body><main><h1>${escapeMarkup(title)}</h1><p>${escapeMarkup(text)}</p><p><a href="/">Go to the ${escapeMarkup(companyName)} website</a></p></main></body></html>
`;
}
