import { createActor, fromPromise, waitFor } from 'xstate';
import type { ProjectDto } from '../../../../src/shared/api-types';
import {
  projectSaveMachine,
  type SaveDraft,
  type SaveProjectInput,
  type UploadImagesInput,
} from '../../../../src/client/features/admin/project-form/machines/project-save-machine';
import { projectFixture } from '../../api-server';

const fields: SaveDraft['fields'] = {
  title: 'Organic dairy farm',
  price: '500000',
  description: 'x'.repeat(100),
  targetAchieved: 35,
  location: 'Savar',
  profitRatio: 12,
  roi: 12,
  raisedAmount: 150000,
  investmentOptions: [50000],
  fundingTarget: null,
  investorSharePercent: 70,
};
const front = new File(['a'], 'front.png', { type: 'image/png' });
const hall = new File(['b'], 'hall.png', { type: 'image/png' });

function start({ upload, save }: { upload?: (input: UploadImagesInput) => Promise<string[]>; save?: (input: SaveProjectInput) => Promise<ProjectDto> }) {
  const calls = { uploads: [] as UploadImagesInput[], saves: [] as SaveProjectInput[] };
  const actor = createActor(
    projectSaveMachine.provide({
      actors: {
        uploadImages: fromPromise<string[], UploadImagesInput>(({ input }) => {
          calls.uploads.push(input);
          return upload ? upload(input) : Promise.resolve(input.images.map((image) => (typeof image === 'string' ? image : `/uploads/${image.name}`)));
        }),
        saveProject: fromPromise<ProjectDto, SaveProjectInput>(({ input }) => {
          calls.saves.push(input);
          return save ? save(input) : Promise.resolve(projectFixture({ _id: input.id ?? 'new' }));
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('project save machine', () => {
  test('uploads the images in order, then saves with the default image first and the gallery after', async () => {
    const { actor, calls } = start({});
    actor.send({ type: 'SUBMIT', draft: { id: null, fields, defaultImage: front, gallery: ['/uploads/kept.png', hall] } });
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.uploads).toEqual([{ images: [front, '/uploads/kept.png', hall] }]);
    expect(calls.saves).toEqual([{ id: null, body: { ...fields, defaultImage: '/uploads/front.png', galleryImages: ['/uploads/kept.png', '/uploads/hall.png'] } }]);
    expect(actor.getSnapshot().context.project?._id).toBe('new');
  });

  test('without a default image (images are optional) it uploads the gallery only and saves defaultImage ""', async () => {
    const { actor, calls } = start({});
    actor.send({ type: 'SUBMIT', draft: { id: null, fields, defaultImage: null, gallery: [hall] } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.uploads).toEqual([{ images: [hall] }]);
    expect(calls.saves).toEqual([{ id: null, body: { ...fields, defaultImage: '', galleryImages: ['/uploads/hall.png'] } }]);
  });

  test('an edit saves under its id', async () => {
    const { actor, calls } = start({});
    actor.send({ type: 'SUBMIT', draft: { id: 'p1', fields, defaultImage: '/uploads/old.png', gallery: [] } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.saves[0]).toEqual({ id: 'p1', body: { ...fields, defaultImage: '/uploads/old.png', galleryImages: [] } });
  });

  test('an upload failure returns to idle with the server failure and saves nothing; SUBMIT tries again', async () => {
    let fail = true;
    const { actor, calls } = start({
      upload: (input) =>
        fail
          ? Promise.reject({ status: 415, data: { message: 'Only PNG and JPG images are allowed.', code: 'UNSUPPORTED_FILE_TYPE' } })
          : Promise.resolve(input.images.map(String)),
    });
    const draft: SaveDraft = { id: null, fields, defaultImage: '/uploads/a.png', gallery: [] };
    actor.send({ type: 'SUBMIT', draft });
    await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ step: 'upload', failure: { message: 'Only PNG and JPG images are allowed.', code: 'UNSUPPORTED_FILE_TYPE' } });
    expect(calls.saves).toHaveLength(0);

    fail = false;
    actor.send({ type: 'SUBMIT', draft });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
  });

  test('a save failure returns to idle with the failure; one without a body has no message', async () => {
    const { actor } = start({ save: () => Promise.reject({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }) });
    actor.send({ type: 'SUBMIT', draft: { id: null, fields, defaultImage: '/uploads/a.png', gallery: [] } });
    await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ step: 'save', failure: { message: null, code: null } });
  });

  test('SUBMIT is ignored while a save is under way', async () => {
    let release!: (project: ProjectDto) => void;
    const { actor, calls } = start({ save: () => new Promise((resolve) => (release = resolve)) });
    const draft: SaveDraft = { id: null, fields, defaultImage: '/uploads/a.png', gallery: [] };
    actor.send({ type: 'SUBMIT', draft });
    await waitFor(actor, (s) => s.matches('saving'));
    expect(actor.getSnapshot().can({ type: 'SUBMIT', draft })).toBe(false);
    actor.send({ type: 'SUBMIT', draft });
    release(projectFixture());
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.saves).toHaveLength(1);
  });
});
