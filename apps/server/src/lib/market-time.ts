// The marketplace's calendar. Buyers and manufacturers are in India, so a "day" of views, quote
// requests and orders (D22 analytics) is a day in India Standard Time, whatever the server's zone.
export const MARKET_TIME_ZONE = 'Asia/Kolkata';
