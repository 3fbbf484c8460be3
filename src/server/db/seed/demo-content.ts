/**
 * Demo data seeded into an empty database so a first start shows a working site.
 * All names, figures and the account number are illustrative only. Amounts are in BDT.
 * Every project takes investments, so each has a funding target; raisedAmount is its opening capital
 * (raised before listing), targetAchieved percent of the target, so the page's figures derive and add up.
 */

export interface DemoProject {
  title: string;
  titleBn: string;
  location: string;
  locationBn: string;
  price: string;
  description: string;
  descriptionBn: string;
  /** BDT */
  fundingTarget: number;
  targetAchieved: number;
  raisedAmount: number;
  roi: number;
  investmentOptions: number[];
  galleryCount: number;
}

export const demoProjects: DemoProject[] = [
  {
    title: 'Bashundhara Green Residency',
    titleBn: 'বসুন্ধরা গ্রিন রেসিডেন্সি',
    location: 'Block D, Bashundhara R/A, Dhaka',
    locationBn: 'ব্লক ডি, বসুন্ধরা আ/এ, ঢাকা',
    price: '500000',
    description:
      'A nine-storey, 36-apartment residential building on a registered 10-katha plot in Bashundhara R/A. The land and building are held in the project company and back every unit. Rental and sale income is shared with investors under a musharakah agreement; the stated ROI is a projection, not a guarantee.',
    descriptionBn:
      'বসুন্ধরা আ/এ-তে নিবন্ধিত ১০ কাঠা জমির ওপর নয়তলা, ৩৬টি ফ্ল্যাটের আবাসিক ভবন। জমি ও ভবন প্রকল্প কোম্পানির নামে, যা প্রতিটি ইউনিটের পেছনে সম্পদ হিসেবে আছে। ভাড়া ও বিক্রির আয় মুশারাকা চুক্তিতে বিনিয়োগকারীদের সঙ্গে ভাগ হয়; উল্লেখিত মুনাফা একটি প্রত্যাশা, নিশ্চয়তা নয়।',
    fundingTarget: 60000000,
    targetAchieved: 58,
    raisedAmount: 34800000,
    roi: 11,
    investmentOptions: [50000, 100000, 250000, 500000],
    galleryCount: 4,
  },
  {
    title: 'Agrabad Trade Plaza',
    titleBn: 'আগ্রাবাদ ট্রেড প্লাজা',
    location: 'Agrabad C/A, Chattogram',
    locationBn: 'আগ্রাবাদ বা/এ, চট্টগ্রাম',
    price: '1000000',
    description:
      'A six-storey commercial plaza with 48 shops and two office floors near the Agrabad commercial area. Investor funds buy a share of the land and structure, which is recorded as the asset backing. Net rental income is distributed pro rata under musharakah after costs; returns depend on occupancy and are not guaranteed.',
    descriptionBn:
      'আগ্রাবাদ বাণিজ্যিক এলাকার কাছে ৪৮টি দোকান ও দুটি অফিস ফ্লোরসহ ছয়তলা বাণিজ্যিক প্লাজা। বিনিয়োগকারীদের টাকায় জমি ও ভবনের একটি অংশ কেনা হয়, যা সম্পদ হিসেবে নথিভুক্ত থাকে। খরচ বাদে ভাড়ার নিট আয় মুশারাকা চুক্তিতে মূলধনের অনুপাতে ভাগ হয়; মুনাফা দোকানগুলো ভাড়া হওয়ার ওপর নির্ভর করে, নিশ্চিত নয়।',
    fundingTarget: 80000000,
    targetAchieved: 80,
    raisedAmount: 64000000,
    roi: 12.5,
    investmentOptions: [100000, 250000, 500000, 1000000],
    galleryCount: 5,
  },
  {
    title: 'Bogura Agro Warehouse',
    titleBn: 'বগুড়া কৃষি গুদাম',
    location: 'Sherpur Road, Bogura',
    locationBn: 'শেরপুর রোড, বগুড়া',
    price: '250000',
    description:
      'A 22,000 sq ft dry warehouse for potatoes, rice and maize serving traders in northern Bangladesh. The warehouse and its land are owned by the project and back the investment. Storage fees are shared with investors under a mudarabah contract; profit varies with the harvest season and losses are borne in proportion to capital.',
    descriptionBn:
      'উত্তরাঞ্চলের ব্যবসায়ীদের আলু, চাল ও ভুট্টা রাখার জন্য ২২,০০০ বর্গফুটের শুকনো গুদাম। গুদাম ও তার জমি প্রকল্পের মালিকানায়, যা বিনিয়োগের পেছনে সম্পদ হিসেবে আছে। গুদাম ভাড়ার আয় মুদারাবা চুক্তিতে বিনিয়োগকারীদের সঙ্গে ভাগ হয়; মুনাফা ফসলের মৌসুমের সঙ্গে ওঠানামা করে, আর লোকসান হলে তা মূলধনের অনুপাতে বহন করতে হয়।',
    fundingTarget: 25000000,
    targetAchieved: 35,
    raisedAmount: 8750000,
    roi: 13,
    investmentOptions: [25000, 50000, 100000],
    galleryCount: 3,
  },
  {
    title: "Cox's Bazar Eco Cottages",
    titleBn: 'কক্সবাজার ইকো কটেজ',
    location: "Marine Drive, Inani, Cox's Bazar",
    locationBn: 'মেরিন ড্রাইভ, ইনানী, কক্সবাজার',
    price: '300000',
    description:
      "Twelve timber-and-brick guest cottages with solar power and rainwater harvesting on a leasehold beachside plot along Marine Drive. The cottages and fittings are the project's assets. Booking income after operating costs is shared with investors through musharakah. Tourism income is seasonal, so the projected ROI may change.",
    descriptionBn:
      'মেরিন ড্রাইভের পাশে ইজারা নেওয়া সৈকতের জমিতে সৌরবিদ্যুৎ ও বৃষ্টির পানি ধরে রাখার ব্যবস্থাসহ কাঠ ও ইটের বারোটি অতিথি কটেজ। কটেজ ও আসবাব প্রকল্পের সম্পদ। পরিচালনার খরচ বাদে বুকিংয়ের আয় মুশারাকা চুক্তিতে বিনিয়োগকারীদের সঙ্গে ভাগ হয়। পর্যটনের আয় মৌসুমি, তাই প্রত্যাশিত মুনাফা বদলাতে পারে।',
    fundingTarget: 45000000,
    targetAchieved: 12,
    raisedAmount: 5400000,
    roi: 14,
    investmentOptions: [50000, 100000, 300000],
    galleryCount: 5,
  },
  {
    title: 'Sylhet Student Residence',
    titleBn: 'সিলেট ছাত্রাবাস',
    location: 'Akhalia, Sylhet',
    locationBn: 'আখালিয়া, সিলেট',
    price: '200000',
    description:
      'A fully funded 120-bed student hostel within walking distance of the university campus in Akhalia. The building and land are owned by the project and back all units. Monthly rent is collected by a professional manager and the net profit is shared with investors under musharakah. Past occupancy does not guarantee future income.',
    descriptionBn:
      'আখালিয়ায় বিশ্ববিদ্যালয় ক্যাম্পাস থেকে হাঁটা দূরত্বে ১২০ শয্যার ছাত্রাবাস, যার অর্থায়ন সম্পূর্ণ হয়েছে। ভবন ও জমি প্রকল্পের মালিকানায়, যা সব ইউনিটের পেছনে সম্পদ হিসেবে আছে। মাসিক ভাড়া একজন পেশাদার ব্যবস্থাপক আদায় করেন, আর নিট মুনাফা মুশারাকা চুক্তিতে বিনিয়োগকারীদের সঙ্গে ভাগ হয়। আগের ভাড়ার হার ভবিষ্যতের আয়ের নিশ্চয়তা নয়।',
    fundingTarget: 30000000,
    targetAchieved: 100,
    raisedAmount: 30000000,
    roi: 9.5,
    investmentOptions: [20000, 50000, 100000, 200000],
    galleryCount: 4,
  },
  {
    title: 'Rajshahi Shop-House Row',
    titleBn: 'রাজশাহী শপ-হাউস সারি',
    location: 'Uposhohor, Rajshahi',
    locationBn: 'উপশহর, রাজশাহী',
    price: '150000',
    description:
      'A row of eight three-storey shop-houses with retail units on the ground floor and family flats above. Each shop-house is registered to the project and serves as the asset backing. Rent from shops and flats is shared with investors under a musharakah agreement; the ROI shown is an estimate based on local rents.',
    descriptionBn:
      'নিচতলায় দোকান আর ওপরে পারিবারিক ফ্ল্যাটসহ আটটি তিনতলা শপ-হাউসের একটি সারি। প্রতিটি শপ-হাউস প্রকল্পের নামে নিবন্ধিত এবং সম্পদ হিসেবে আছে। দোকান ও ফ্ল্যাটের ভাড়া মুশারাকা চুক্তিতে বিনিয়োগকারীদের সঙ্গে ভাগ হয়; দেখানো মুনাফা স্থানীয় ভাড়ার ভিত্তিতে একটি অনুমান।',
    fundingTarget: 20000000,
    targetAchieved: 46,
    raisedAmount: 9200000,
    roi: 10.5,
    investmentOptions: [15000, 30000, 75000, 150000],
    galleryCount: 3,
  },
  {
    title: 'Jessore Cold Storage',
    titleBn: 'যশোর হিমাগার',
    location: 'Chanchra, Jashore (Jessore)',
    locationBn: 'চাঁচড়া, যশোর',
    price: '400000',
    description:
      'A 5,000-tonne cold storage facility for vegetables and fruit from the Jashore growing belt. The land, building and refrigeration plant are the asset backing. Storage charges after electricity and maintenance costs are shared with investors under musharakah. Income depends on seasonal demand and is not guaranteed.',
    descriptionBn:
      'যশোরের সবজি ও ফল উৎপাদন এলাকার জন্য ৫,০০০ টনের হিমাগার। জমি, ভবন ও হিমায়ন যন্ত্র এর সম্পদ। বিদ্যুৎ ও রক্ষণাবেক্ষণের খরচ বাদে সংরক্ষণ ভাড়ার আয় মুশারাকা চুক্তিতে বিনিয়োগকারীদের সঙ্গে ভাগ হয়। আয় মৌসুমি চাহিদার ওপর নির্ভর করে, নিশ্চিত নয়।',
    fundingTarget: 50000000,
    targetAchieved: 67,
    raisedAmount: 33500000,
    roi: 12,
    investmentOptions: [50000, 100000, 200000, 400000],
    galleryCount: 4,
  },
  {
    title: 'Purbachal Duplex Villas',
    titleBn: 'পূর্বাচল ডুপ্লেক্স ভিলা',
    location: 'Sector 15, Purbachal New Town, Dhaka',
    locationBn: 'সেক্টর ১৫, পূর্বাচল নতুন শহর, ঢাকা',
    price: '750000',
    description:
      'Six two-storey duplex villas with private gardens on allotted plots in Purbachal New Town. The plots and villas are owned by the project and back every investment unit. Profit from sale or rental is shared with investors under a musharakah agreement after costs; the projected ROI depends on the property market.',
    descriptionBn:
      'পূর্বাচল নতুন শহরে বরাদ্দ পাওয়া প্লটে নিজস্ব বাগানসহ ছয়টি দোতলা ডুপ্লেক্স ভিলা। প্লট ও ভিলা প্রকল্পের মালিকানায়, যা প্রতিটি বিনিয়োগ ইউনিটের পেছনে সম্পদ হিসেবে আছে। খরচ বাদে বিক্রি বা ভাড়ার মুনাফা মুশারাকা চুক্তিতে বিনিয়োগকারীদের সঙ্গে ভাগ হয়; প্রত্যাশিত মুনাফা আবাসন বাজারের ওপর নির্ভর করে।',
    fundingTarget: 90000000,
    targetAchieved: 24,
    raisedAmount: 21600000,
    roi: 11.5,
    investmentOptions: [75000, 150000, 375000, 750000],
    galleryCount: 4,
  },
];

export interface DemoPromotion {
  company: string;
  percent: number;
  /** The Bengali UI shows these (every demo promotion has them). */
  companyBn?: string;
  offer?: string;
  offerBn?: string;
}

export const demoPromotions: DemoPromotion[] = [
  {
    company: 'Shegun Kath Furniture House',
    percent: 15,
    companyBn: 'সেগুন কাঠ ফার্নিচার হাউস',
    offer: '15% off furniture for our investors',
    offerBn: 'আমাদের বিনিয়োগকারীদের জন্য আসবাবে ১৫% ছাড়',
  },
  {
    company: 'Nokshi Interior Design Studio',
    percent: 20,
    companyBn: 'নকশি ইন্টেরিয়র ডিজাইন স্টুডিও',
    offer: 'Free first design consultation',
    offerBn: 'প্রথম ডিজাইন পরামর্শ বিনা খরচে',
  },
  {
    company: 'Padma Building Materials Ltd.',
    percent: 8,
    companyBn: 'পদ্মা বিল্ডিং ম্যাটেরিয়ালস লিমিটেড',
    offer: '8% off cement and rods for our investors',
    offerBn: 'আমাদের বিনিয়োগকারীদের জন্য সিমেন্ট ও রডে ৮% ছাড়',
  },
];

/** A payment account as the seed writes it: English and Bengali instructions (GLOSSARY-BN.md). */
export interface DemoPaymentAccount {
  kind: 'bank' | 'bkash';
  bankName: string | null;
  branch: string | null;
  accountNumber: string;
  accountName: string;
  instruction: string;
  instructionBn: string;
}

export const demoBank: DemoPaymentAccount = {
  kind: 'bank',
  bankName: 'Islami Bank Bangladesh PLC',
  branch: 'Motijheel Corporate Branch',
  accountNumber: '20502130100487216',
  accountName: 'Halal Invest Ltd.',
  instruction:
    'Transfer the amount you want to invest to this account and write your customer ID in the payment reference. Then upload a screenshot of the completed transfer on the payment page.',
  instructionBn: 'যত টাকা বিনিয়োগ করতে চান, এই অ্যাকাউন্টে পাঠান এবং পেমেন্ট রেফারেন্সে আপনার গ্রাহক আইডি লিখুন। তারপর টাকা জমার পাতায় লেনদেনের স্ক্রিনশট আপলোড করুন।',
};

/** One bKash merchant number, so the deposit screen shows a mobile wallet beside the bank. */
export const demoBkash: DemoPaymentAccount = {
  kind: 'bkash',
  bankName: null,
  branch: null,
  accountNumber: '01300000000',
  accountName: 'Halal Invest Ltd.',
  instruction:
    'In the bKash app choose Payment, send the amount to this merchant number and write your customer ID in the reference. Then enter the TrxID from the bKash message and upload a screenshot on the payment page.',
  instructionBn:
    'বিকাশ অ্যাপে পেমেন্ট বেছে নিয়ে এই মার্চেন্ট নম্বরে টাকা পাঠান, রেফারেন্সে আপনার গ্রাহক আইডি লিখুন। তারপর টাকা জমার পাতায় বিকাশের মেসেজে পাওয়া TrxID লিখুন এবং স্ক্রিনশট আপলোড করুন।',
};
