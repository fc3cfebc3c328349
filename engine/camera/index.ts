export { Camera } from './Camera';
export type { CameraOptions, CameraSettings, FitBoundsOptions } from './Camera';
export { fitScale, interpolateState, limitCentre, stepLevel } from './cameraMath';
export type { ViewportSize } from './cameraMath';
export { DragPanHandler } from './DragPanHandler';
export type { DragPanHandlerOptions, DragPanSettings } from './DragPanHandler';
export type { ListenerErrorHandler } from '../../domain/index';
export { screenPointFor, touchActionFor } from './inputEvents';
export type { GestureTarget, KeyLikeEvent, PointerLikeEvent, ToScreenPoint, WheelLikeEvent } from './inputEvents';
export { KeyboardZoomHandler } from './KeyboardZoomHandler';
export type { KeyboardZoomHandlerOptions } from './KeyboardZoomHandler';
export { PinchZoomHandler } from './PinchZoomHandler';
export type { PinchZoomHandlerOptions } from './PinchZoomHandler';
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
export { WheelZoomHandler } from './WheelZoomHandler';
export type { WheelZoomHandlerOptions } from './WheelZoomHandler';
export { ZOOM_ANIMATION_MS, ZoomAnimator } from './ZoomAnimator';
export type { AnimateOptions, ZoomAnimatorOptions } from './ZoomAnimator';
