export { Skeleton, SKELETON_CLASSES, type SkeletonProps } from './skeleton';
