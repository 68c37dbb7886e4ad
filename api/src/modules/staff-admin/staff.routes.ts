import { Router } from 'express';
import {
  CreateStaffInput,
  IdParam,
  MessageResponse,
  ResetStaffPasswordInput,
  StaffAccount,
  StaffList,
  UpdateStaffInput,
  apiMessage,
  codedText,
  sectionAccess,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { defineRoute } from '../../shared/http/route';
import { createStaff, listStaff, resetStaffPassword, updateStaff } from './staff.service';

/** The back office's own accounts: staff and admins. */
export function staffRoutes({ db }: { db: Db }): Router {
  const router = Router();
  const tags = ['admin-staff'];
  const access = sectionAccess('staff');

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/staff',
      tags,
      summary: 'Every staff and admin account',
      access,
      response: StaffList,
    },
    () => listStaff(db),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/admin/staff',
      tags,
      summary: 'Create a staff or admin account with an initial password',
      access,
      body: CreateStaffInput,
      status: 201,
      response: StaffAccount,
      errors: { 409: 'Username or e-mail address already taken' },
    },
    ({ body, auth }) => createStaff(db, auth!, body),
  );

  defineRoute(
    router,
    {
      method: 'patch',
      path: '/admin/staff/:id',
      tags,
      summary: "Change an account's name or role, deactivate it (its sessions end) or activate it",
      access,
      params: IdParam,
      body: UpdateStaffInput,
      response: StaffAccount,
      errors: {
        404: 'No staff or admin account with this id',
        409: 'The last active admin, or your own account',
      },
    },
    ({ params, body, auth }) => updateStaff(db, auth!, params.id, body),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/admin/staff/:id/password',
      tags,
      summary: "Set a new password for an account; the account's sessions end",
      access,
      params: IdParam,
      body: ResetStaffPasswordInput,
      response: MessageResponse,
      errors: { 404: 'No staff or admin account with this id' },
    },
    async ({ params, body, auth }) => {
      await resetStaffPassword(db, auth!, params.id, body.password);
      const done = apiMessage('staff_password_set');
      return { message: done.text, texts: { message: codedText(done) } };
    },
  );

  return router;
}
