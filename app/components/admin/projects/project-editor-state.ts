import type { ProjectFormValues } from "#app/domain/projects/project-form.ts";

/** The editor's image fields: each says while an upload into it is running. */
export type ImageField = "bannerImage" | "images";

/**
 * What the open project editor keeps beyond its plain fields (which the form itself holds): the
 * lists its controls edit, posted as hidden inputs, and the image fields still uploading.
 */
export interface ProjectEditorState {
  bannerImage: string[];
  images: string[];
  highlights: string[];
  amenities: string[];
  highlightsTa: string[];
  amenitiesTa: string[];
  nearbyPlaces: ProjectFormValues["nearbyPlaces"];
  /** The form waits for these before it saves. */
  uploading: readonly ImageField[];
}

export type ProjectEditorAction =
  | { type: "change"; change: Partial<Omit<ProjectEditorState, "uploading">> }
  | { type: "uploading"; field: ImageField; busy: boolean };

/** The lists as the stored project (or the refused post) has them. */
export function toEditorState(values: ProjectFormValues): ProjectEditorState {
  return {
    bannerImage: values.bannerImage ? [values.bannerImage] : [],
    images: values.images,
    highlights: values.highlights,
    amenities: values.amenities,
    highlightsTa: values.highlightsTa,
    amenitiesTa: values.amenitiesTa,
    nearbyPlaces: values.nearbyPlaces,
    uploading: [],
  };
}

export function projectEditorReducer(
  state: ProjectEditorState,
  action: ProjectEditorAction,
): ProjectEditorState {
  if (action.type === "change") return { ...state, ...action.change };
  const { field, busy } = action;
  // The uploader says so after every render: an unchanged answer keeps the state, so nothing renders again.
  if (state.uploading.includes(field) === busy) return state;
  return {
    ...state,
    uploading: busy ? [...state.uploading, field] : state.uploading.filter((name) => name !== field),
  };
}
