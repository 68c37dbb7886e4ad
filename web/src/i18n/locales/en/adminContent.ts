/** The back office's page texts. */
const adminContent = {
  title: 'Page Texts',
  help: "Every text the shop's pages let you change. An empty text shows the built-in one.",
  pages: {
    home: 'Home',
    about: 'About',
  },
  builtIn: 'Built-in: {{text}}',
  saved: 'Page texts saved',
  showsNow: 'The {{page}} page shows them now.',
  notSaved: 'The texts were not saved',
  unsaved: 'Unsaved changes',
  discard: 'Discard',
  save: 'Save texts',
  preview: 'Preview',
  openPage: 'Open the page',
};

export default adminContent;
