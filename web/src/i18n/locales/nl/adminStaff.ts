import type en from '../en/adminStaff';
import type { Translation } from '../types';

const adminStaff: Translation<typeof en> = {
  title: 'Medewerkers',
  newAccount: 'Nieuw account',
  none: 'Nog geen medewerkersaccounts',
  name: 'Naam',
  username: 'Gebruikersnaam',
  email: 'E-mail',
  role: 'Rol',
  status: 'Status',
  lastSeen: 'Laatst gezien',
  active: 'Actief',
  deactivatedBadge: 'Gedeactiveerd',
  makeStaff: 'Medewerker maken',
  makeAdmin: 'Beheerder maken',
  nowStaff: 'Nu medewerker',
  nowAdmin: 'Nu beheerder',
  deactivate: 'Deactiveren',
  activate: 'Activeren',
  deactivated: 'Gedeactiveerd',
  activated: 'Geactiveerd',
  resetPassword: 'Wachtwoord opnieuw instellen',
  couldNotChange: 'Het account kon niet worden gewijzigd',
  createTitle: 'Nieuw backoffice-account',
  fullName: 'Volledige naam',
  roles: {
    staff: 'Medewerker',
    admin: 'Beheerder',
  },
  initialPassword: 'Startwachtwoord',
  initialPasswordHelp:
    'Geef het persoonlijk door; je kunt hier altijd een nieuw wachtwoord instellen.',
  create: 'Account aanmaken',
  created: 'Account aangemaakt',
  canSignIn: '{{username}} kan nu inloggen.',
  couldNotCreate: 'Het account kon niet worden aangemaakt',
  newPasswordFor:
    'Een nieuw wachtwoord voor {{name}}. Op elk apparaat waarop dit account is ingelogd, wordt het uitgelogd.',
  newPassword: 'Nieuw wachtwoord',
  setPassword: 'Wachtwoord instellen',
  passwordChanged: 'Wachtwoord gewijzigd',
  couldNotChangePassword: 'Het wachtwoord kon niet worden gewijzigd',
};

export default adminStaff;
