import { assign, fromPromise, setup } from 'xstate';
import type { ProjectDto } from '../../../../../shared/api-types';
import type { ProjectRequest } from '../api';
import type { ProjectFields } from '../project-form-schema';
import { readAnswer, type ServerAnswer } from '../../../../api/server-failure';

import type { ImageSource } from '../../shared/use-preview-urls';

/** An image of the project: a file still to upload, or the URL of one already stored. */
export type { ImageSource };

/** What the admin submits: valid values and the chosen images, in the order the project shows them. */
export interface SaveDraft {
  /** The saved project's id when editing; null creates a project. */
  id: string | null;
  fields: ProjectFields;
  /** Null when the project has no default image (images are optional; the placeholder shows). */
  defaultImage: ImageSource | null;
  gallery: ImageSource[];
}

export interface SaveFailure {
  step: 'upload' | 'save';
  failure: ServerAnswer;
}

export interface SaveContext {
  draft: SaveDraft | null;
  /** The uploaded images' URLs, the default image (when there is one) first. */
  urls: string[];
  failure: SaveFailure | null;
  project: ProjectDto | null;
}

export type SaveEvent = { type: 'SUBMIT'; draft: SaveDraft };

export interface UploadImagesInput {
  images: ImageSource[];
}

export interface SaveProjectInput {
  id: string | null;
  body: ProjectRequest;
}

/** The images to upload or keep, in the order the project shows them: the default image, then the gallery. */
const imagesOf = (draft: SaveDraft): ImageSource[] => (draft.defaultImage ? [draft.defaultImage, ...draft.gallery] : draft.gallery);

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} was not provided to the project save machine.`));

/**
 * Create/edit project (spec section 2): upload every chosen image, then save the project with their
 * URLs. A failure at either step returns to idle with everything the admin entered kept by the form,
 * so Submit tries again. The component provides the real calls; tests give fakes.
 */
export const projectSaveMachine = setup({
  types: {
    context: {} as SaveContext,
    events: {} as SaveEvent,
  },
  actors: {
    uploadImages: fromPromise<string[], UploadImagesInput>(notProvided('uploadImages')),
    saveProject: fromPromise<ProjectDto, SaveProjectInput>(notProvided('saveProject')),
  },
  actions: {
    takeDraft: assign({ draft: ({ event }) => event.draft, urls: [], failure: null }),
    setUrls: assign((_, params: { urls: string[] }) => ({ urls: params.urls })),
    setFailure: assign((_, params: SaveFailure) => ({ failure: params })),
    setProject: assign((_, params: { project: ProjectDto }) => ({ project: params.project })),
  },
}).createMachine({
  id: 'projectSave',
  initial: 'idle',
  context: { draft: null, urls: [], failure: null, project: null },
  states: {
    idle: {
      on: { SUBMIT: { target: 'uploading', actions: 'takeDraft' } },
    },
    uploading: {
      invoke: {
        src: 'uploadImages',
        input: ({ context }) => ({ images: imagesOf(context.draft!) }),
        onDone: { target: 'saving', actions: { type: 'setUrls', params: ({ event }) => ({ urls: event.output }) } },
        onError: { target: 'idle', actions: { type: 'setFailure', params: ({ event }) => ({ step: 'upload' as const, failure: readAnswer(event.error) }) } },
      },
    },
    saving: {
      invoke: {
        src: 'saveProject',
        input: ({ context }) => {
          const { draft, urls } = context;
          // '' is no default image: the API's way of saying the project has none.
          const [defaultImage = '', ...galleryImages] = draft!.defaultImage ? urls : ['', ...urls];
          return { id: draft!.id, body: { ...draft!.fields, defaultImage, galleryImages } };
        },
        onDone: { target: 'done', actions: { type: 'setProject', params: ({ event }) => ({ project: event.output }) } },
        onError: { target: 'idle', actions: { type: 'setFailure', params: ({ event }) => ({ step: 'save' as const, failure: readAnswer(event.error) }) } },
      },
    },
    done: { type: 'final' },
  },
});
