import type { Kysely } from 'kysely';
import type { FileStorage } from '../../services/storage/file-storage';
import { demoProjectExtras, seedDemoDocument } from './demo-document';
import { bdtToPoisha } from '../../../shared/money';
import { companyAccount, holding } from '../../money/ledger/account-keys';
import { postTransfer } from '../../money/ledger/post-transfers';
import { newId } from '../ids';
import type { Database } from '../schema';
import { demoBank, demoBkash, demoProjects, demoPromotions } from './demo-content';
import { demoImage, type DemoImageKind } from './demo-image-files';
import { seedDemoTrust } from './demo-trust';

const DAY_MS = 24 * 60 * 60 * 1000;

async function storeImage(storage: FileStorage, kind: DemoImageKind, seed: number): Promise<string> {
  return storage.putPublic(`demo/${kind}-${seed}.jpg`, await demoImage(kind, seed), 'image/jpeg');
}

/**
 * Demo projects, promotions, payment accounts (a bank account and a bKash number) and the trust page's company and advisors for a database that has none, so a first
 * `npm start` shows a working site. Each table is filled only while it is empty.
 */
export async function seedDemoContent(db: Kysely<Database>, storage: FileStorage, now = Date.now()): Promise<{ projects: number; promotions: number; bank: boolean }> {
  const result = { projects: 0, promotions: 0, bank: false };

  const hasProject = await db.selectFrom('projects').select('id').limit(1).executeTakeFirst();
  if (!hasProject) {
    let imageSeed = 1;
    for (const [index, project] of demoProjects.entries()) {
      const seeds = Array.from({ length: project.galleryCount }, () => imageSeed++);
      // sharp renders on libuv's thread pool, so one project's images render side by side.
      const gallery = await Promise.all(seeds.map((seed) => storeImage(storage, 'project', seed)));
      // Older entries first in the list means the first demo project is the newest.
      const createdAt = new Date(now - index * 3 * DAY_MS).toISOString();
      const projectId = newId();
      // The project and the opening-capital transfer that explains its raised amount land together.
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('projects')
          .values({
            id: projectId,
            title: project.title,
            title_bn: project.titleBn,
            location: project.location,
            location_bn: project.locationBn,
            price: project.price,
            description: project.description,
            description_bn: project.descriptionBn,
            default_image: gallery[0] ?? '',
            gallery_images: JSON.stringify(gallery),
            target_achieved: project.targetAchieved,
            raised_amount: bdtToPoisha(project.raisedAmount),
            // Raised before listing: the rest of the figures derive from it and from real investments.
            opening_capital: bdtToPoisha(project.raisedAmount),
            funding_target: bdtToPoisha(project.fundingTarget),
            roi: project.roi,
            investment_options: JSON.stringify(project.investmentOptions),
            created_at: createdAt,
            updated_at: createdAt,
            ...(index === 0 ? demoProjectExtras : {}),
          })
          .execute();
        const opening = bdtToPoisha(project.raisedAmount);
        if (opening > 0) {
          await postTransfer(trx, {
            debit: companyAccount('opening_capital'),
            credit: holding(null, projectId),
            amount: opening,
            kind: 'opening_capital',
            actorId: null,
            projectId,
          });
        }
      });
      if (index === 0) await seedDemoDocument(db, storage, projectId, createdAt);
      result.projects += 1;
    }
  }

  const hasPromotion = await db.selectFrom('discounts').select('id').limit(1).executeTakeFirst();
  if (!hasPromotion) {
    for (const [index, promotion] of demoPromotions.entries()) {
      await db
        .insertInto('discounts')
        .values({
          id: newId(),
          company: promotion.company,
          company_bn: promotion.companyBn ?? null,
          offer: promotion.offer ?? null,
          offer_bn: promotion.offerBn ?? null,
          percent: promotion.percent,
          image_url: await storeImage(storage, 'promotion', index + 1),
          created_at: new Date(now - index * 2 * DAY_MS).toISOString(),
        })
        .execute();
      result.promotions += 1;
    }
  }

  // Only while there are none: an install that already has accounts (or the migrated bank details) keeps them.
  const hasAccount = await db.selectFrom('payment_accounts').select('id').limit(1).executeTakeFirst();
  if (!hasAccount) {
    for (const [index, account] of [demoBank, demoBkash].entries()) {
      // A millisecond apart, so the bank is the first account in the list as well as by kind.
      const at = new Date(now + index).toISOString();
      await db
        .insertInto('payment_accounts')
        .values({
          id: newId(),
          kind: account.kind,
          bank_name: account.bankName,
          branch: account.branch,
          routing_number: null,
          account_number: account.accountNumber,
          account_name: account.accountName,
          instruction: account.instruction,
          instruction_bn: account.instructionBn,
          active: 1,
          // Labelled on the deposit screen until an admin saves real details.
          is_demo: 1,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    result.bank = true;
  }
  // The company section and Shariah advisors of /shariah-governance.
  await seedDemoTrust(db, now);
  return result;
}
