import { Suspense, useState } from 'react';
import { Center, Image } from '@mantine/core';
import { IconEyeOff, IconToolsKitchen2 } from '@tabler/icons-react';
import type { MenuItem } from '@shop/contracts';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { lazyOverlay } from '@/components/overlays/lazy-overlay';

// The placeholder already names itself; the tooltip repeats it for sighted pointer users.
const tooltip = lazyOverlay(() => import('./hidden-image-tooltip'));

export const HIDDEN_IMAGE_TOOLTIP = 'Image hidden for this condiment';
const IMAGE_HEIGHT = 180;

function Placeholder({ label, hidden }: { label: string; hidden: boolean }) {
  const Icon = hidden ? IconEyeOff : IconToolsKitchen2;
  return (
    <Center h={IMAGE_HEIGHT} bg="gray.1" role="img" aria-label={label}>
      <Icon size={40} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
    </Center>
  );
}

function HiddenImage({ label }: { label: string }) {
  const [wanted, setWanted] = useState(false);
  const image = (
    <div onPointerEnter={() => setWanted(true)}>
      <Placeholder label={label} hidden />
    </div>
  );
  if (!wanted) return image;
  return (
    <Suspense fallback={image}>
      <tooltip.Overlay label={label}>{image}</tooltip.Overlay>
    </Suspense>
  );
}

/**
 * `eager` for a card at the top of the page: its photo is fetched with the page, not once
 * layout has placed it (it is likely the largest paint); the others wait until scrolled near.
 */
export function MenuItemImage({
  item,
  eager = false,
}: {
  item: Pick<MenuItem, 'name' | 'image' | 'hideImage'>;
  eager?: boolean;
}) {
  useLanguage();
  if (item.hideImage) {
    return <HiddenImage label={m.shop_menu_hiddenImage()} />;
  }
  if (!item.image) return <Placeholder label={item.name} hidden={false} />;
  return (
    <Image
      src={item.image}
      alt={item.name}
      h={IMAGE_HEIGHT}
      fit="cover"
      loading={eager ? 'eager' : 'lazy'}
      fallbackSrc="/favicon.svg"
    />
  );
}
