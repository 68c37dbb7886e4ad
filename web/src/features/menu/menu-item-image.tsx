import { Center, Image, Tooltip } from '@mantine/core';
import { IconEyeOff, IconToolsKitchen2 } from '@tabler/icons-react';
import type { MenuItem } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

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

export function MenuItemImage({ item }: { item: Pick<MenuItem, 'name' | 'image' | 'hideImage'> }) {
  const { t } = useTranslation('shop');
  if (item.hideImage) {
    return (
      <Tooltip label={t('menu.hiddenImage')} withArrow>
        <div>
          <Placeholder label={t('menu.hiddenImage')} hidden />
        </div>
      </Tooltip>
    );
  }
  if (!item.image) return <Placeholder label={item.name} hidden={false} />;
  return (
    <Image
      src={item.image}
      alt={item.name}
      h={IMAGE_HEIGHT}
      fit="cover"
      loading="lazy"
      fallbackSrc="/favicon.svg"
    />
  );
}
