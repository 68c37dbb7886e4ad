import type en from '../en/adminZones';
import type { Translation } from '../types';

const adminZones: Translation<typeof en> = {
  title: 'Bezorggebieden',
  new: 'Nieuwe zone',
  help: 'Een adres wordt bezorgd als het in een actieve zone ligt; waar zones overlappen, telt de zone die hoger in deze lijst staat. Opgeslagen wijzigingen gelden meteen voor de adrescontrole van klanten.',
  couldNotLoad: 'De zones konden niet worden geladen',
  none: 'Nog geen zones: voeg er een toe',
  zone: 'Zone',
  deliveryFee: 'Bezorgkosten',
  minimumOrder: 'Minimale bestelling',
  deliveryTime: 'Bezorgtijd',
  status: 'Status',
  active: 'Actief',
  inactive: 'Inactief',
  overlapping: 'Overlappende zones',
  qrTitle: 'QR-codes van de zones',
  form: 'Bezorgzone',
  savedWithWarning: 'Zone opgeslagen, met een waarschuwing',
  saved: 'Zone opgeslagen',
  savedText: '{{name}} is opgeslagen. De shop gebruikt de zone nu.',
  couldNotSave: 'De zone kon niet worden opgeslagen',
  editHelp:
    'Sleep een hoek om hem te verplaatsen, sleep een middelpunt om een hoek toe te voegen, klik met rechts op een hoek om hem te verwijderen.',
  drawHelp:
    'Klik op de kaart om de hoeken te plaatsen; klik op de eerste hoek om de grens te sluiten.',
  name: 'Naam',
  activeHelp: 'Alleen in actieve zones wordt bezorgd',
  corners: 'Hoeken van de grens',
  cornersHelp:
    'Eén hoek per regel: lengtegraad, breedtegraad. De kaart en deze lijst volgen elkaar.',
  delete: 'Zone verwijderen',
  undo: 'Wijzigingen ongedaan maken',
  save: 'Zone opslaan',
  deleteTitle: 'Zone verwijderen?',
  deleteText:
    'Op adressen in {{name}} wordt dan niet meer bezorgd. Een zone met bestellingen kun je niet verwijderen: zet hem dan uit.',
  keep: 'Behouden',
  confirmDelete: 'Verwijderen',
  deleted: 'Zone verwijderd',
  deletedText: '{{name}} is verwijderd.',
  couldNotDelete: 'De zone kon niet worden verwijderd',
  mapUnavailable: 'Kaart niet beschikbaar',
  loadingMap: 'Kaart laden',
  editorUnavailable:
    'De kaart kan op dit apparaat niet worden getoond. Typ de hoeken van de grens in het formulier.',
  badCorner: 'Regel {{line}}: schrijf lengtegraad, breedtegraad, bijv. 4.9041, 52.3676',
};

export default adminZones;
