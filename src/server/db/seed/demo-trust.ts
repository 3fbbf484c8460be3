import type { Kysely } from 'kysely';
import { newId } from '../ids';
import type { Database } from '../schema';

/**
 * A plausible company section and three Shariah advisors for the demo, so
 * /shariah-governance shows something on a first start. Fictional people and numbers: an admin
 * replaces them in the Settings tab. No photos: the page shows each name's initial.
 */
const demoCompany = {
  legal_name: 'Halal Invest Limited',
  legal_name_bn: 'হালাল ইনভেস্ট লিমিটেড',
  registration_number: 'C-178245/2021',
  trade_licence_number: 'TRAD/DNCC/045812/2021',
  tin: '418526739051',
  bin: '004518273-0101',
  address: 'House 12, Road 7, Dhanmondi, Dhaka 1205, Bangladesh',
  address_bn: 'বাড়ি ১২, রোড ৭, ধানমন্ডি, ঢাকা ১২০৫, বাংলাদেশ',
  phone: '+880 9612-345678',
  email: 'support@halalinvest.com.bd',
  signatory_name: 'Farhana Rahman',
  signatory_name_bn: 'ফারহানা রহমান',
  signatory_title: 'Managing Director',
  signatory_title_bn: 'ব্যবস্থাপনা পরিচালক',
};

const demoAdvisors = [
  {
    name: 'Mufti Abdullah Al Mamun',
    name_bn: 'মুফতি আবদুল্লাহ আল মামুন',
    credentials: 'Chair of the Shariah board. Takmil (Master’s) in Fiqh and Ifta; 15 years on the Shariah committees of Islamic banks in Dhaka.',
    credentials_bn: 'শরিয়াহ বোর্ডের চেয়ারম্যান। ফিকহ ও ইফতায় তাকমিল; ঢাকার ইসলামী ব্যাংকগুলোর শরিয়াহ কমিটিতে ১৫ বছরের অভিজ্ঞতা।',
  },
  {
    name: 'Dr. Nusrat Jahan',
    name_bn: 'ড. নুসরাত জাহান',
    credentials: 'PhD in Islamic Economics and Finance; associate professor teaching Islamic finance at a public university; AAOIFI Certified Shariah Adviser and Auditor (CSAA).',
    credentials_bn: 'ইসলামী অর্থনীতি ও ফাইন্যান্সে পিএইচডি; একটি সরকারি বিশ্ববিদ্যালয়ে ইসলামী ফাইন্যান্সের সহযোগী অধ্যাপক; AAOIFI সনদপ্রাপ্ত শরিয়াহ উপদেষ্টা ও নিরীক্ষক (CSAA)।',
  },
  {
    name: 'Maulana Mohammad Harunur Rashid',
    name_bn: 'মাওলানা মোহাম্মদ হারুনুর রশীদ',
    credentials: 'Kamil in Hadith and Fiqh; reviews musharakah and mudarabah contracts for small businesses and farmers.',
    credentials_bn: 'হাদিস ও ফিকহে কামিল; ছোট ব্যবসা ও কৃষকদের মুশারাকা ও মুদারাবা চুক্তি যাচাই করেন।',
  },
];

/** Fills the company row and the advisors only while each is empty; returns whether anything was added. */
export async function seedDemoTrust(db: Kysely<Database>, now: number): Promise<boolean> {
  let added = false;
  const company = await db.selectFrom('company_settings').select('id').limit(1).executeTakeFirst();
  if (!company) {
    await db
      .insertInto('company_settings')
      .values({ id: 'company', ...demoCompany, updated_at: new Date(now).toISOString() })
      .execute();
    added = true;
  }
  const advisor = await db.selectFrom('shariah_advisors').select('id').limit(1).executeTakeFirst();
  if (!advisor) {
    for (const [index, values] of demoAdvisors.entries()) {
      const at = new Date(now + index).toISOString();
      await db
        .insertInto('shariah_advisors')
        .values({ id: newId(), ...values, photo_url: '', display_order: index, created_at: at, updated_at: at })
        .execute();
    }
    added = true;
  }
  return added;
}
