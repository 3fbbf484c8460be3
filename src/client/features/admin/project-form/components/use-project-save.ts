import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { ProjectDto } from '../../../../../shared/api-types';
import { useAppDispatch } from '../../../../app/hooks';
import { machineOptions } from '../../../../components/machine-inspector';
import { projectFormApi } from '../api';
import { adminImageApi } from '../../shared/image-upload-api';
import { projectSaveMachine, type SaveProjectInput, type UploadImagesInput } from '../machines/project-save-machine';

/** The save machine with the real calls: uploads through RTK Query, then create or update. */
export function useProjectSave() {
  const dispatch = useAppDispatch();
  // Made once: useMachine expects the same machine on every render.
  const [machine] = useState(() => {
    // A file uploaded by an attempt whose save then failed is not sent again on the next try.
    const uploaded = new WeakMap<File, string>();
    const upload = async (file: File) => {
      const known = uploaded.get(file);
      if (known) return known;
      const url = await dispatch(adminImageApi.endpoints.uploadAdminImage.initiate(file, { track: false })).unwrap();
      uploaded.set(file, url);
      return url;
    };
    return projectSaveMachine.provide({
      actors: {
        uploadImages: fromPromise<string[], UploadImagesInput>(async ({ input }) => {
          const urls: string[] = [];
          // One at a time, in order: the default image first, then the gallery as the admin arranged it.
          for (const image of input.images) urls.push(typeof image === 'string' ? image : await upload(image));
          return urls;
        }),
        saveProject: fromPromise<ProjectDto, SaveProjectInput>(({ input }) => {
          const request = input.id
            ? dispatch(projectFormApi.endpoints.updateProject.initiate({ id: input.id, body: input.body }, { track: false }))
            : dispatch(projectFormApi.endpoints.createProject.initiate(input.body, { track: false }));
          return request.unwrap();
        }),
      },
    });
  });
  return useMachine(machine, machineOptions());
}
