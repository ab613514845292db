import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
const runs = Number(process.env.RUNS ?? 3);
for (const url of process.argv.slice(2)) {
  const res = [];
  for (let i = 0; i < runs; i++) {
    const r = (await lighthouse(url, flags)).lhr;
    const mt = Object.fromEntries(r.audits['mainthread-work-breakdown'].details.items.map(i => [i.group, Math.round(i.duration)]));
    const lt = r.audits['long-tasks'].details.items.slice(0,4).map(i => (i.url.includes('localhost') ? i.url.split('/').pop().slice(0,8) : i.url.slice(0,5)) + ':' + Math.round(i.duration)).join(',');
    res.push(`{${lt}} ${Math.round(r.categories.performance.score*100)}/${Math.round(r.audits['total-blocking-time'].numericValue)}/${Math.round(r.audits['largest-contentful-paint'].numericValue)} [o${mt.other} s${mt.styleLayout} p${mt.parseHTML}]`);
  }
  console.log(url, res.join('  '));
}
await chrome.kill();
