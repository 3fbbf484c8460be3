import { idParams } from './fields';

export const projectIdParams = idParams('Project id');
