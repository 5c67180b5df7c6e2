export {
  listActivations,
  listFavoriteActivations,
  setActivationFavorite,
  type ActivationView,
  type FavoriteActivationView,
} from "./activations";
export { removeCustomMockupLogo, saveCustomMockupLogo } from "./custom-logo";
export { listMockups, type MockupView } from "./mockups";
export { listActivationImages, type ActivationImageView } from "./images";
export {
  listActivationLibrary,
  listMockupLibrary,
  type ActivationLibraryItem,
  type LibraryFilters,
  type MockupLibraryItem,
} from "./library";
export { listResearchLibrary, type ResearchLibraryItem } from "./research";
