export { Camera } from './Camera';
export type { CameraOptions, CameraSettings, FitBoundsOptions } from './Camera';
export { fitScale, interpolateState, limitCentre, stepLevel } from './cameraMath';
export type { ViewportSize } from './cameraMath';
export type { ListenerErrorHandler } from '../../domain/index';
export { containerSize, MOBILE_DOWNSCALE_HUGE_WIDTH, MOBILE_DOWNSCALE_WIDTH, mobileDownscale } from './sizing';
export type { ContainerSize, ContainerSizeInput } from './sizing';
export type {
  CameraEventMap,
  CameraState,
  MapPoint,
  ScreenPoint,
  ViewBox,
  WorldTransform,
  ZoomActions,
  ZoomEvent,
} from './types';
export { ZOOM_ANIMATION_MS, ZoomAnimator } from './ZoomAnimator';
export type { AnimateOptions, ZoomAnimatorOptions } from './ZoomAnimator';
