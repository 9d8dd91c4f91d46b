import {
  type ChangePasswordBody,
  type ChangePasswordWithoutCurrentBody,
  changePasswordRoute,
  changePasswordWithoutCurrentPasswordRoute,
} from '@bright/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** SPEC §5: emails are lowercased before password change calls. */
const lower = <T extends { email: string }>(body: T): T => ({ ...body, email: body.email.trim().toLowerCase() });

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => callApi(changePasswordRoute, { body: lower(body) }),
  });
}

export function useChangePasswordWithoutCurrent() {
  return useMutation({
    mutationFn: (body: ChangePasswordWithoutCurrentBody) =>
      callApi(changePasswordWithoutCurrentPasswordRoute, { body: lower(body) }),
  });
}
