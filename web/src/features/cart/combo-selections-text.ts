import type { TFunction } from '@/i18n/translator';
import { parseComboSelectionsText } from '@shop/contracts';
import { drinkSurchargeCents } from './combo-surcharge';
import { formatSurcharge } from '@/lib/money';
import type { CartItem } from './cart-types';

/**
 * A combo line's choices as lines to show ('Sandwich: Panino Caprese', 'Drink: Beer (+€1,00)'),
 * or none if unreadable.
 */
export function comboSelectionLines(
  line: Pick<CartItem, 'comboSelections' | 'drinkPriceModifiers'>,
  t: TFunction<'shop'>,
): string[] {
  const combo = parseComboSelectionsText(line.comboSelections);
  if (!combo) return [];
  const { sandwich, drink, sauce } = combo;
  const surcharge = drinkSurchargeCents(
    { drinkPriceModifiers: line.drinkPriceModifiers ?? null },
    drink,
  );
  const drinkText = surcharge > 0 ? `${drink} (${formatSurcharge(surcharge)})` : drink;
  return [
    t('combo.sandwichLine', { name: sandwich }),
    t('combo.drinkLine', { name: drinkText }),
    t('combo.sauceLine', { name: sauce }),
  ];
}
