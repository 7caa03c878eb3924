import {
  IconBuildingCastle,
  IconCake,
  IconCamera,
  IconFlower,
  IconHeart,
  IconMicrophone,
  IconPhoto,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';

// Icon names stored on categories, resolved to the few components we ship (not the whole set).
const icons: Record<string, Icon> = {
  'building-castle': IconBuildingCastle,
  flower: IconFlower,
  camera: IconCamera,
  video: IconVideo,
  cake: IconCake,
  microphone: IconMicrophone,
  photo: IconPhoto,
};

export function CategoryIcon({ name, size = 22 }: { name: string; size?: number }) {
  const Component = icons[name] ?? IconHeart;
  return <Component size={size} stroke={1.5} aria-hidden="true" />;
}
