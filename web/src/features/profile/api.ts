import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountExport,
  EmailChangeInput,
  MessageResponse,
  PasswordChangeInput,
  Profile,
  ProfileUpdate,
  User,
} from '@shop/contracts';
import { api } from '@/lib/api-client';
import { forgetSignedInUser, setSignedInUser } from '@/features/auth';
import { profileQuery } from '@/lib/profile-query';

const toUser = ({ id, username, email, profileImage, role }: Profile): User => ({
  id,
  username,
  email,
  profileImage,
  role,
});

/** A profile answer also refreshes the signed-in user (the avatar reads the image from it). */
function useProfileMutation<I>(call: (input: I) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      setSignedInUser(queryClient, toUser(profile));
    },
  });
}

export const useUpdateProfile = () =>
  useProfileMutation((input: ProfileUpdate) => api.patch<Profile>('/api/account/profile', input));

export const useRequestEmailChange = () =>
  useProfileMutation((input: EmailChangeInput) => api.post<Profile>('/api/account/email', input));

export const useUploadProfileImage = () =>
  useProfileMutation((image: Blob) => api.put<Profile>('/api/account/profile-image', image));

export const useRemoveProfileImage = () =>
  useProfileMutation(() => api.delete<Profile>('/api/account/profile-image'));

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) =>
      api.post<MessageResponse>('/api/account/password', input),
  });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<MessageResponse & { email: string }>('/api/account/email/confirm', { token }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['/api/user'] });
    },
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api.post<MessageResponse>('/api/account/delete', { password }),
    onSuccess: () => forgetSignedInUser(queryClient, { confirm: false }),
  });
}

/** Fetches the export and hands it to the browser as a file. */
export async function downloadMyData(): Promise<void> {
  const data = await api.get<AccountExport>('/api/account/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `italieno-my-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
