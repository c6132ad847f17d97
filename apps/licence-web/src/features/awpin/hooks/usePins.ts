import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PinMapSaveInput } from '@fleetkey/contract';
import { saveBlob } from '@fleetkey/web-kit';
import { PINS_ROOT, useAwpinApi } from './useAwpinApi';

/** The models that have a pin map. */
export function usePinModels() {
  const api = useAwpinApi();
  return useQuery({
    queryKey: [PINS_ROOT, 'models'],
    queryFn: () => api.pins.models(),
    meta: { silentError: true },
  });
}

/** A model's pin map (none chosen: nothing asked). */
export function usePinMap(model: string | undefined) {
  const api = useAwpinApi();
  return useQuery({
    queryKey: [PINS_ROOT, 'map', model],
    queryFn: () => api.pins.map(model ?? ''),
    enabled: model !== undefined,
    meta: { silentError: true },
  });
}

/** Save a whole map, import a pin file, export, delete a map; each refreshes the models and maps. */
export function usePinActions() {
  const api = useAwpinApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [PINS_ROOT] });
  return {
    save: useMutation({
      mutationFn: (body: PinMapSaveInput) => api.pins.save(body),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    import: useMutation({
      mutationFn: (file: File) => api.pins.upload(file, file.name),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    download: useMutation({
      mutationFn: (model: string | undefined) => api.pins.download(model),
      onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? 'pins.json'),
    }),
    remove: useMutation({ mutationFn: (model: string) => api.pins.remove(model), onSuccess: refresh }),
  };
}
