import { parseComboSelectionsText } from '@shop/contracts';
import { m } from '@/i18n/paraglide/messages';
import { drinkSurchargeCents } from './combo-surcharge';
import { formatSurcharge } from '@/lib/money';
import type { CartItem } from './cart-types';

/**
 * A combo line's choices as lines to show ('Sandwich: Panino Caprese', 'Drink: Beer (+€1,00)'),
 * or none if unreadable.
 */
export function comboSelectionLines(
  line: Pick<CartItem, 'comboSelections' | 'drinkPriceModifiers'>,
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
    m.shop_combo_sandwichLine({ name: sandwich }),
    m.shop_combo_drinkLine({ name: drinkText }),
    m.shop_combo_sauceLine({ name: sauce }),
  ];
}
