import type { Locale } from '@/lib/i18n';
import { MANUFACTURER_STANDARDS as S } from './manufacturer-standards';

/**
 * The texts of the Manufacturer Guidelines (admin spec 2, figures of spec 9) in English and Hindi (D40).
 * Both languages state the same rules with the same figures; the page draws the icons, in this order.
 */
export type ManufacturerGuidelines = {
  /** The at-a-glance figures: [figure, label]. */
  glance: [string, string][];
  /** Product Listing, Quality Standards, Customer Service, Business Practices. */
  groups: { title: string; rules: string[] }[];
  /** Account Suspension, Payment Terms, Dispute Resolution, Data Protection. */
  policies: { title: string; text: string }[];
  /** Photograph, answer fast, quote completely, earn reviews. */
  practices: { title: string; text: string }[];
};

const EN: ManufacturerGuidelines = {
  glance: [
    [`${S.enquiryResponseHours} h`, 'to answer customer enquiries'],
    [`${S.complaintResponseHours} h`, 'to answer quality complaints'],
    [`${S.minimumRating}★`, 'minimum average rating'],
    [`${S.paymentDays} days`, 'payment after delivery confirmation'],
    [`${S.imageMinWidth}×${S.imageMinHeight}`, 'minimum photo size in pixels'],
  ],
  groups: [
    {
      title: 'Product Listing',
      rules: [
        'Name each product as the trade knows the stone (for example Black Galaxy, Kashmir White) and give its category.',
        'State the price per sq.ft in rupees; it is indicative, and your quote confirms the final price.',
        'Fill in material quality, product type, thickness, slab or tile size, finish, water absorption, application and origin.',
        `Use real photographs of your own stone, at least ${S.imageMinWidth}×${S.imageMinHeight} px, without watermarks, phone numbers or web addresses.`,
        'Keep availability current: Available, Limited Stock, Out of Stock or Pre-Order.',
      ],
    },
    {
      title: 'Quality Standards',
      rules: [
        `Supply granite that meets ${S.qualityStandard}, the Indian Standard for granite building stone.`,
        'Deliver the quality grade, thickness, size and finish your listing and quote state.',
        'Point out natural variation in colour and veining before the buyer accepts, with photographs of the actual lot where you can.',
        'Pack slabs and tiles with edge protection so they arrive unbroken.',
      ],
    },
    {
      title: 'Customer Service',
      rules: [
        `Answer customer enquiries within ${S.enquiryResponseHours} hours during business hours.`,
        `Answer quality complaints within ${S.complaintResponseHours} hours.`,
        'Reply to every forwarded quote request, even when you cannot supply it, so the buyer can move on.',
        'Keep each order’s status up to date: Confirmed, Shipped, Delivered.',
      ],
    },
    {
      title: 'Business Practices',
      rules: [
        'Trade under a valid GSTIN and issue GST invoices at the rate you quoted.',
        'Honour each quote until its validity date.',
        'Keep all communication on the platform until the buyer accepts a quote.',
        `Maintain an average rating of at least ${S.minimumRating} stars from buyers’ reviews.`,
      ],
    },
  ],
  policies: [
    {
      title: 'Account Suspension',
      text: `An administrator may suspend a manufacturer for misleading listings, material that repeatedly fails ${S.qualityStandard}, unanswered complaints, an average rating below ${S.minimumRating} stars, or contacting buyers outside the platform before they accept a quote. While an account is suspended its products are hidden from the catalogue. We tell you the reason, and you can ask for a review through the contact page.`,
    },
    {
      title: 'Payment Terms',
      text: `The buyer pays you on the terms of the quote they accepted. Where the quote names no terms, payment is due within ${S.paymentDays} days of delivery confirmation. Invoice with GST at the rate in your quote.`,
    },
    {
      title: 'Dispute Resolution',
      text: `Buyers report problems within ${S.qualityReportDays} days of delivery with photographs. You respond within ${S.complaintResponseHours} hours and, where the problem is confirmed, replace the material, give a credit note or refund the affected quantity, in agreement with the buyer. If you cannot agree, our team mediates; disputes are governed by the laws of India.`,
    },
    {
      title: 'Data Protection',
      text: 'A buyer’s contact details are shared with you only once they accept your quote. Use them only for that order, keep them safe and do not pass them on, as the Digital Personal Data Protection Act, 2023 requires.',
    },
  ],
  practices: [
    {
      title: 'Photograph the real slab',
      text: `Daylight photographs of the polished face, at least ${S.imageMinWidth}×${S.imageMinHeight} px, with one close-up of the grain. Your first photograph is the one buyers see in the catalogue.`,
    },
    {
      title: 'Answer fast',
      text: `Buyers compare the replies they get; answer within ${S.enquiryResponseHours} hours where you can. Your median first-reply time is on your dashboard.`,
    },
    {
      title: 'Quote completely',
      text: 'Price per sq.ft, GST rate, freight to the delivery PIN code, lead time and validity in every quote: a complete quote is easier to accept.',
    },
    {
      title: 'Earn your reviews',
      text: `Deliver what you quoted and keep the buyer informed at every step. Buyers review you after delivery; keep your average at ${S.minimumRating} stars or above.`,
    },
  ],
};

const HI: ManufacturerGuidelines = {
  glance: [
    [`${S.enquiryResponseHours} घंटे`, 'खरीदारों की पूछताछ का जवाब देने का समय'],
    [`${S.complaintResponseHours} घंटे`, 'क्वालिटी की शिकायत का जवाब देने का समय'],
    [`${S.minimumRating}★`, 'कम से कम औसत रेटिंग'],
    [`${S.paymentDays} दिन`, 'डिलीवरी पक्की होने के बाद भुगतान'],
    [`${S.imageMinWidth}×${S.imageMinHeight}`, 'फ़ोटो का कम से कम साइज़ (पिक्सेल)'],
  ],
  groups: [
    {
      title: 'प्रोडक्ट लिस्टिंग',
      rules: [
        'हर प्रोडक्ट का वही नाम रखें जिससे बाज़ार उस पत्थर को जानता है (जैसे Black Galaxy, Kashmir White) और उसकी कैटेगरी चुनें।',
        'प्रति वर्ग फुट दाम रुपये में लिखें; यह अंदाज़न दाम है, पक्का दाम आपका कोटेशन तय करता है।',
        'मटीरियल क्वालिटी, प्रोडक्ट का प्रकार, मोटाई, स्लैब या टाइल का साइज़, फिनिश, पानी सोखने की क्षमता, इस्तेमाल और मूल स्थान भरें।',
        `अपने ही पत्थर की असली फ़ोटो लगाएं, कम से कम ${S.imageMinWidth}×${S.imageMinHeight} px, बिना वॉटरमार्क, फ़ोन नंबर या वेबसाइट पते के।`,
        'उपलब्धता हमेशा सही रखें: उपलब्ध, कम स्टॉक, स्टॉक खत्म या प्री-ऑर्डर।',
      ],
    },
    {
      title: 'क्वालिटी मानक',
      rules: [
        `ऐसा ग्रेनाइट भेजें जो ${S.qualityStandard} पर खरा उतरे, जो इमारती ग्रेनाइट पत्थर का भारतीय मानक है।`,
        'लिस्टिंग और कोटेशन में लिखा क्वालिटी ग्रेड, मोटाई, साइज़ और फिनिश ही डिलीवर करें।',
        'रंग और नसों में कुदरती फ़र्क खरीदार के मंज़ूर करने से पहले बताएं, जहां हो सके असली लॉट की फ़ोटो के साथ।',
        'स्लैब और टाइलें किनारों की सुरक्षा के साथ पैक करें, ताकि बिना टूटे पहुंचें।',
      ],
    },
    {
      title: 'खरीदार सेवा',
      rules: [
        `कामकाजी समय में खरीदारों की पूछताछ का जवाब ${S.enquiryResponseHours} घंटे के अंदर दें।`,
        `क्वालिटी की शिकायत का जवाब ${S.complaintResponseHours} घंटे के अंदर दें।`,
        'आगे भेजी गई हर कोटेशन मांग का जवाब दें, माल न दे सकें तब भी, ताकि खरीदार आगे बढ़ सके।',
        'हर ऑर्डर की स्थिति समय पर बदलें: पक्का हुआ, भेजा गया, डिलीवर हुआ।',
      ],
    },
    {
      title: 'कारोबार के तरीके',
      rules: [
        'मान्य GSTIN के साथ कारोबार करें और कोटेशन में लिखी दर पर GST बिल दें।',
        'हर कोटेशन को उसकी मान्य तारीख तक निभाएं।',
        'खरीदार के कोटेशन मंज़ूर करने तक सारी बातचीत प्लेटफ़ॉर्म पर ही रखें।',
        `खरीदारों के रिव्यू से कम से कम ${S.minimumRating} स्टार की औसत रेटिंग बनाए रखें।`,
      ],
    },
  ],
  policies: [
    {
      title: 'खाता निलंबन',
      text: `गुमराह करने वाली लिस्टिंग, बार-बार ${S.qualityStandard} पर खरा न उतरने वाला माल, बिना जवाब की शिकायतें, ${S.minimumRating} स्टार से कम औसत रेटिंग, या कोटेशन मंज़ूर होने से पहले खरीदार से प्लेटफ़ॉर्म के बाहर संपर्क करने पर एडमिन किसी निर्माता का खाता निलंबित कर सकता है। निलंबन के दौरान उसके प्रोडक्ट कैटलॉग में नहीं दिखते। हम आपको कारण बताते हैं, और आप संपर्क पेज से दोबारा जांच की मांग कर सकते हैं।`,
    },
    {
      title: 'भुगतान की शर्तें',
      text: `खरीदार आपको अपने मंज़ूर किए कोटेशन की शर्तों पर भुगतान करता है। जहां कोटेशन में कोई शर्त नहीं लिखी, वहां भुगतान डिलीवरी पक्की होने के ${S.paymentDays} दिन के अंदर देय है। बिल कोटेशन में लिखी दर पर GST के साथ बनाएं।`,
    },
    {
      title: 'विवाद का निपटारा',
      text: `खरीदार डिलीवरी के ${S.qualityReportDays} दिन के अंदर फ़ोटो के साथ समस्या बताते हैं। आप ${S.complaintResponseHours} घंटे के अंदर जवाब देते हैं और, समस्या सही पाए जाने पर, खरीदार की सहमति से माल बदलते हैं, क्रेडिट नोट देते हैं या प्रभावित मात्रा के पैसे लौटाते हैं। सहमति न बने तो हमारी टीम बीच-बचाव करती है; विवाद भारत के कानूनों के तहत निपटाए जाते हैं।`,
    },
    {
      title: 'डेटा सुरक्षा',
      text: 'खरीदार की संपर्क जानकारी आपको तभी मिलती है जब वह आपका कोटेशन मंज़ूर करता है। इसे सिर्फ़ उसी ऑर्डर के लिए इस्तेमाल करें, सुरक्षित रखें और किसी और को न दें, जैसा डिजिटल पर्सनल डेटा प्रोटेक्शन एक्ट, 2023 कहता है।',
    },
  ],
  practices: [
    {
      title: 'असली स्लैब की फ़ोटो लें',
      text: `पॉलिश्ड सतह की दिन की रोशनी में फ़ोटो, कम से कम ${S.imageMinWidth}×${S.imageMinHeight} px, और दानों (ग्रेन) की एक क्लोज़-अप फ़ोटो। आपकी पहली फ़ोटो ही खरीदार कैटलॉग में देखते हैं।`,
    },
    {
      title: 'जल्दी जवाब दें',
      text: `खरीदार मिले जवाबों की तुलना करते हैं; हो सके तो ${S.enquiryResponseHours} घंटे के अंदर जवाब दें। पहले जवाब का आपका मीडियन समय आपके डैशबोर्ड पर है।`,
    },
    {
      title: 'पूरा कोटेशन दें',
      text: 'हर कोटेशन में प्रति वर्ग फुट रेट, GST दर, डिलीवरी PIN कोड तक भाड़ा, तैयार होने में समय और कब तक मान्य: पूरा कोटेशन मंज़ूर करना आसान होता है।',
    },
    {
      title: 'अच्छे रिव्यू कमाएं',
      text: `जो कोटेशन में लिखा वही डिलीवर करें और हर कदम पर खरीदार को बताते रहें। खरीदार डिलीवरी के बाद रिव्यू देते हैं; अपनी औसत रेटिंग ${S.minimumRating} स्टार या उससे ऊपर रखें।`,
    },
  ],
};

export const MANUFACTURER_GUIDELINES: Record<Locale, ManufacturerGuidelines> = { en: EN, hi: HI };
