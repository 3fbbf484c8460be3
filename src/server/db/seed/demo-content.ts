/**
 * Demo data seeded into an empty database so a first start shows a working site.
 * All names, figures and the account number are illustrative only. Amounts are in BDT.
 * raisedAmount is targetAchieved percent of each project's funding target.
 */

export interface DemoProject {
  title: string;
  location: string;
  price: string;
  description: string;
  targetAchieved: number;
  raisedAmount: number;
  roi: number;
  investmentOptions: number[];
  galleryCount: number;
}

export const demoProjects: DemoProject[] = [
  {
    // Funding target BDT 60,000,000.
    title: 'Bashundhara Green Residency',
    location: 'Block D, Bashundhara R/A, Dhaka',
    price: '500000',
    description:
      'A nine-storey, 36-apartment residential building on a registered 10-katha plot in Bashundhara R/A. The land and building are held in the project company and back every unit. Rental and sale income is shared with investors under a musharakah agreement; the stated ROI is a projection, not a guarantee.',
    targetAchieved: 58,
    raisedAmount: 34800000,
    roi: 11,
    investmentOptions: [50000, 100000, 250000, 500000],
    galleryCount: 4,
  },
  {
    // Funding target BDT 80,000,000.
    title: 'Agrabad Trade Plaza',
    location: 'Agrabad C/A, Chattogram',
    price: '1000000',
    description:
      'A six-storey commercial plaza with 48 shops and two office floors near the Agrabad commercial area. Investor funds buy a share of the land and structure, which is recorded as the asset backing. Net rental income is distributed pro rata under musharakah after costs; returns depend on occupancy and are not guaranteed.',
    targetAchieved: 80,
    raisedAmount: 64000000,
    roi: 12.5,
    investmentOptions: [100000, 250000, 500000, 1000000],
    galleryCount: 5,
  },
  {
    // Funding target BDT 25,000,000.
    title: 'Bogura Agro Warehouse',
    location: 'Sherpur Road, Bogura',
    price: '250000',
    description:
      'A 22,000 sq ft dry warehouse for potatoes, rice and maize serving traders in northern Bangladesh. The warehouse and its land are owned by the project and back the investment. Storage fees are shared with investors under a mudarabah contract; profit varies with the harvest season and losses are borne in proportion to capital.',
    targetAchieved: 35,
    raisedAmount: 8750000,
    roi: 13,
    investmentOptions: [25000, 50000, 100000],
    galleryCount: 3,
  },
  {
    // Funding target BDT 45,000,000.
    title: "Cox's Bazar Eco Cottages",
    location: "Marine Drive, Inani, Cox's Bazar",
    price: '300000',
    description:
      "Twelve timber-and-brick guest cottages with solar power and rainwater harvesting on a leasehold beachside plot along Marine Drive. The cottages and fittings are the project's assets. Booking income after operating costs is shared with investors through musharakah. Tourism income is seasonal, so the projected ROI may change.",
    targetAchieved: 12,
    raisedAmount: 5400000,
    roi: 14,
    investmentOptions: [50000, 100000, 300000],
    galleryCount: 5,
  },
  {
    // Funding target BDT 30,000,000.
    title: 'Sylhet Student Residence',
    location: 'Akhalia, Sylhet',
    price: '200000',
    description:
      'A fully funded 120-bed student hostel within walking distance of the university campus in Akhalia. The building and land are owned by the project and back all units. Monthly rent is collected by a professional manager and the net profit is shared with investors under musharakah. Past occupancy does not guarantee future income.',
    targetAchieved: 100,
    raisedAmount: 30000000,
    roi: 9.5,
    investmentOptions: [20000, 50000, 100000, 200000],
    galleryCount: 4,
  },
  {
    // Funding target BDT 20,000,000.
    title: 'Rajshahi Shop-House Row',
    location: 'Uposhohor, Rajshahi',
    price: '150000',
    description:
      'A row of eight three-storey shop-houses with retail units on the ground floor and family flats above. Each shop-house is registered to the project and serves as the asset backing. Rent from shops and flats is shared with investors under a musharakah agreement; the ROI shown is an estimate based on local rents.',
    targetAchieved: 46,
    raisedAmount: 9200000,
    roi: 10.5,
    investmentOptions: [15000, 30000, 75000, 150000],
    galleryCount: 3,
  },
  {
    // Funding target BDT 50,000,000.
    title: 'Jessore Cold Storage',
    location: 'Chanchra, Jashore (Jessore)',
    price: '400000',
    description:
      'A 5,000-tonne cold storage facility for vegetables and fruit from the Jashore growing belt. The land, building and refrigeration plant are the asset backing. Storage charges after electricity and maintenance costs are shared with investors under musharakah. Income depends on seasonal demand and is not guaranteed.',
    targetAchieved: 67,
    raisedAmount: 33500000,
    roi: 12,
    investmentOptions: [50000, 100000, 200000, 400000],
    galleryCount: 4,
  },
  {
    // Funding target BDT 90,000,000.
    title: 'Purbachal Duplex Villas',
    location: 'Sector 15, Purbachal New Town, Dhaka',
    price: '750000',
    description:
      'Six two-storey duplex villas with private gardens on allotted plots in Purbachal New Town. The plots and villas are owned by the project and back every investment unit. Profit from sale or rental is shared with investors under a musharakah agreement after costs; the projected ROI depends on the property market.',
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
  /** Issue 18: the Bengali UI shows these; one promotion is left English-only to show the fallback. */
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
  { company: 'Padma Building Materials Ltd.', percent: 8 },
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
