export { composeMockup, renderScene, type ComposeInput, type ComposedMockup } from "./compose";
export { LOGO_SIZES, type LogoSize } from "./logo-fit";
export { resolveMockupLogo, renderMonogram, type LogoSource, type ResolvedLogo } from "./logo";
export { MOCKUP_LIBRARY, mockupIdeaFor } from "./library";
export { sceneForActivation } from "./scene-choice";
export { SCENES, SCENE_KEYS, isSceneKey, type SceneKey } from "./scenes";
export { planVariations, type VariationPlan } from "./variations";
