import {
  IconBuildingCastle,
  IconCake,
  IconCamera,
  IconCameraSelfie,
  IconFlower,
  IconHeart,
  IconHeartHandshake,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';

// Icon names stored on categories, resolved to the few components we ship (not the whole set).
export const categoryIcons: Record<string, Icon> = {
  'building-castle': IconBuildingCastle,
  flower: IconFlower,
  camera: IconCamera,
  video: IconVideo,
  cake: IconCake,
  'heart-handshake': IconHeartHandshake,
  'camera-selfie': IconCameraSelfie,
};

export function CategoryIcon({ name, size = 22 }: { name: string; size?: number }) {
  const Component = categoryIcons[name] ?? IconHeart;
  return <Component size={size} stroke={1.5} aria-hidden="true" />;
}
