/** Shapes of the JSON the API sends; ids are strings in `_id` (DECISIONS.md). Amounts are BDT. */
export interface ProjectDto {
  _id: string;
  title: string;
  location: string | null;
  price: string;
  description: string;
  defaultImage: string;
  image: string;
  galleryImages: string[];
  targetAchieved: number;
  raisedAmount: number;
  roi: number;
  investmentOptions: number[];
  createdAt: string;
}

export interface ApiError {
  message: string;
  code?: string;
  fields?: Record<string, string>;
}

export interface ProjectListResponse {
  projects: ProjectDto[];
}

export interface ProjectResponse {
  project: ProjectDto;
}
