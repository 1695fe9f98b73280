import {
  AdminSettingsDocument,
  type SettingsInput,
  useSetCurrencyRateMutation,
  useUpdateSettingsMutation,
} from '@web/__generated__/admin-graphql';
import { mutationOutcome, runAdminMutation } from '@web/admin/shared/ui/server-errors';

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
    return mutationOutcome(result?.data?.updateSettings, errors);
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
    return mutationOutcome(result?.data?.setCurrencyRate, errors);
  };
}
