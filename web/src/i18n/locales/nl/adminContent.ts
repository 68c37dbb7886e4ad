import type en from '../en/adminContent';
import type { Translation } from '../types';

const adminContent: Translation<typeof en> = {
  title: 'Paginateksten',
  help: 'Alle teksten die je op de pagina’s van de shop kunt aanpassen. Een lege tekst toont de standaardtekst.',
  pages: {
    home: 'Home',
    about: 'Over ons',
  },
  builtIn: 'Standaard: {{text}}',
  saved: 'Paginateksten opgeslagen',
  showsNow: 'De pagina {{page}} toont ze nu.',
  notSaved: 'De teksten zijn niet opgeslagen',
  unsaved: 'Niet-opgeslagen wijzigingen',
  discard: 'Weggooien',
  save: 'Teksten opslaan',
  preview: 'Voorbeeld',
  openPage: 'Pagina openen',
};

export default adminContent;
