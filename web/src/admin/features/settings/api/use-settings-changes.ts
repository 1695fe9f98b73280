import {
  AdminSettingsDocument,
  type SettingsInput,
  useSetCurrencyRateMutation,
  useUpdateSettingsMutation,
} from '@web/__generated__/admin-graphql';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { runAdminMutation } from '@web/admin/shared/ui/server-errors';

type Payload = { errors: readonly ServerError[] } | null | undefined;

const outcome = (payload: Payload, failed: readonly ServerError[]): readonly ServerError[] =>
  failed.length ? failed : (payload?.errors ?? [{ code: 'UNEXPECTED' }]);

/** Changes the settings given; the answer replaces the settings in the cache. */
export function useUpdateSettings() {
  const [mutate] = useUpdateSettingsMutation({
    update(cache, { data }) {
      const settings = data?.updateSettings.settings;
      if (settings) cache.writeQuery({ query: AdminSettingsDocument, data: { settings } });
    },
  });
  return async (input: SettingsInput) => {
    const { result, errors } = await runAdminMutation(() => mutate({ variables: { input } }));
    return outcome(result?.data?.updateSettings, errors);
  };
}

/** Sets one display currency's rate to the rupee, dated now. */
export function useSetCurrencyRate() {
  const [mutate] = useSetCurrencyRateMutation({
    update(cache, { data }) {
      const settings = data?.setCurrencyRate.settings;
      if (settings) cache.writeQuery({ query: AdminSettingsDocument, data: { settings } });
    },
  });
  return async (code: string, rate: string) => {
    const { result, errors } = await runAdminMutation(() => mutate({ variables: { code, rate } }));
    return outcome(result?.data?.setCurrencyRate, errors);
  };
}
