// Which requests are not a person looking at a page (D22: product views leave out bots).
//
// The rule, in order:
// 1. No User-Agent, or one shorter than 10 characters: not a browser (every browser sends a long one).
// 2. A User-Agent naming itself a robot: bot, crawler, spider, slurp, archiver, preview fetchers of
//    chat and social apps (facebookexternalhit, WhatsApp, Slackbot, Discordbot, TelegramBot, Twitterbot,
//    LinkedInBot, Pinterest, Embedly, Google-InspectionTool, Google Read Aloud), SEO and uptime tools
//    (Lighthouse, PageSpeed, GTmetrix, Pingdom, UptimeRobot, StatusCake, Ahrefs, Semrush, MJ12, DotBot,
//    Bytespider, PetalBot, ...).
// 3. A User-Agent of an HTTP library or command-line tool rather than a browser: curl, Wget, HTTPie,
//    python-requests/urllib/aiohttp, Go-http-client, Java, okhttp, axios, node-fetch, undici, libwww-perl,
//    PHP, Ruby, Scrapy.
// 4. A headless browser announcing itself (HeadlessChrome, PhantomJS, Puppeteer, Playwright, Selenium),
//    the usual scraper.
// Anything else counts. A bot that sends a browser's User-Agent is counted: the rule is cheap and
// deterministic, not a fraud filter; owners and admins are left out separately (products.service).
const BOT_PATTERN = new RegExp(
  [
    'bot\\b',
    'bot/',
    'bot-',
    'crawl',
    'spider',
    'slurp',
    'archiver',
    'facebookexternalhit',
    'facebookcatalog',
    'whatsapp',
    'embedly',
    'pinterest',
    'google-inspectiontool',
    'google read aloud',
    'mediapartners-google',
    'adsbot',
    'lighthouse',
    'pagespeed',
    'gtmetrix',
    'pingdom',
    'uptimerobot',
    'statuscake',
    'ahrefs',
    'semrush',
    'mj12',
    'bytespider',
    'petalbot',
    'yandex',
    'baiduspider',
    'duckduckgo',
    'curl/',
    'wget/',
    'httpie',
    'python-',
    'python/',
    'aiohttp',
    'go-http-client',
    '^java/',
    'okhttp',
    'axios/',
    'node-fetch',
    'undici',
    'libwww-perl',
    '^php',
    '^ruby',
    'scrapy',
    'headlesschrome',
    'phantomjs',
    'puppeteer',
    'playwright',
    'selenium',
  ].join('|'),
  'i',
);

export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  const ua = userAgent?.trim() ?? '';
  if (ua.length < 10) return true;
  return BOT_PATTERN.test(ua);
}
