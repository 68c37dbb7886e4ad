import type en from '../en/adminReports';
import type { Translation } from '../types';

const adminReports: Translation<typeof en> = {
  taxReports: {
    title: 'Btw-overzichten',
    help: 'Btw per tarief voor Amsterdamse dagen. Verkopen tellen op de dag dat ze zijn betaald, terugbetalingen op de dag dat ze zijn gedaan. Bezorg-, express- en servicekosten volgen het eten: 9 %.',
    period: 'Periode',
    presets: {
      day: 'Vandaag',
      week: 'Deze week',
      month: 'Deze maand',
      lastMonth: 'Vorige maand',
      range: 'Periode kiezen',
    },
    dates: 'Datums',
    csv: 'CSV downloaden',
    none: 'Geen verkopen of terugbetalingen in deze periode',
    rate: 'Btw-tarief',
    category: 'Categorie',
    sales: 'Verkopen',
    refunds: 'Terugbetalingen',
    gross: 'Bruto',
    vat: 'Btw',
    net: 'Netto',
    categories: {
      food: 'Eten',
      drinks: 'Dranken met alcohol',
      fees: 'Bezorg-, express- en servicekosten',
      merchandise: 'Merchandise',
      shipping: 'Verzending van merchandise',
    },
    rateLine: '{{rate}} %: bruto {{gross}}, btw {{vat}}, netto {{net}}',
    total: 'Totaal: bruto {{gross}}, btw {{vat}}, netto {{net}}',
    paidOrders_one: '{{count}} betaalde bestelling ({{amount}})',
    paidOrders_other: '{{count}} betaalde bestellingen ({{amount}})',
    refundCount_one: '{{count}} terugbetaling ({{amount}})',
    refundCount_other: '{{count}} terugbetalingen ({{amount}})',
  },
  commissions: {
    title: 'Barcommissies',
    help: 'Per bar en Amsterdamse maand: betaalde bestellingen, hun eten en drinken (inclusief btw, zonder servicekosten) min de terugbetalingen van die maand, en de verschuldigde commissie, één keer per bar en maand op de cent afgerond.',
    months: 'Maanden',
    csv: 'CSV downloaden',
    none: 'Geen barbestellingen in deze maanden',
    month: 'Maand',
    bar: 'Bar',
    commission: 'Commissie',
    orders: 'Bestellingen',
    refunded: 'Terugbetaald',
    turnover: 'Omzet',
    owed: 'Verschuldigde commissie',
    total_one: 'Totaal: {{count}} bestelling, omzet {{turnover}}, verschuldigde commissie {{owed}}',
    total_other:
      'Totaal: {{count}} bestellingen, omzet {{turnover}}, verschuldigde commissie {{owed}}',
  },
};

export default adminReports;
