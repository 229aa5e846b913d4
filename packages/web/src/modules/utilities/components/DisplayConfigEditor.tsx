import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useLocalUser } from '../../auth/hooks/useLocalUser';
import { useDisplayConfigVersions } from '../hooks/useDisplayConfigVersions';
import { useSaveDisplayConfig } from '../hooks/useSaveDisplayConfig';
import type { DisplayConfigFormValues } from '../utils/displayConfigFormSchema';
import { displayConfigFormSchema } from '../utils/displayConfigFormSchema';
import { fetchDisplayConfigVersion } from '../utils/fetchDisplayConfigVersion';
import { parseConfigJson } from '../utils/parseConfigJson';
import { DisplayConfigVersions } from './DisplayConfigVersions';

/**
 * The JSON textarea and Save (spec 03 §2.10); every save is kept, and Undo loads the one before. A save
 * changes the navigation of every user of the client: only a user with the data_browser role may save
 * (the server refuses the others too); the others read the configuration and its versions.
 */
export function DisplayConfigEditor({ systemId, initialText }: { systemId: number; initialText: string }) {
  const canSave = useLocalUser()?.roles.includes('data_browser') ?? false;
  const save = useSaveDisplayConfig(systemId);
  const versions = useDisplayConfigVersions(systemId);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isDirty },
  } = useForm<DisplayConfigFormValues>({
    resolver: zodResolver(displayConfigFormSchema),
    defaultValues: { text: initialText },
  });

  const load = async (version: number) => {
    const config = await fetchDisplayConfigVersion(systemId, version);
    setValue('text', JSON.stringify(config, null, 2), { shouldDirty: true, shouldValidate: true });
  };
  const previous = versions.data?.[1];

  return (
    <>
      <Form
        noValidate
        onSubmit={(event) =>
          void handleSubmit(({ text }) => {
            const parsed = parseConfigJson(text);
            if (parsed.ok) save.mutate(parsed.value, { onSuccess: () => reset({ text }) });
          })(event)
        }
      >
        <Form.Group className="mb-2" controlId="display-config-text">
          <Form.Label>Display configuration (JSON)</Form.Label>
          <Form.Control
            as="textarea"
            rows={24}
            spellCheck={false}
            className="font-monospace small"
            isInvalid={Boolean(errors.text)}
            {...register('text')}
          />
          <Form.Control.Feedback type="invalid" data-testid="display-config-error">
            {errors.text?.message}
          </Form.Control.Feedback>
        </Form.Group>
        {!canSave && (
          <Alert variant="info" data-testid="display-config-read-only">
            Saving the display configuration needs the data_browser role: ask your administrator.
          </Alert>
        )}
        {save.isError && <Alert variant="danger">{save.error.message}</Alert>}
        {save.isSuccess && !isDirty && (
          <Alert variant="success" data-testid="display-config-saved">
            Saved as version {save.data}.
          </Alert>
        )}
        <div className="d-flex gap-2 mb-4">
          <Button type="submit" disabled={save.isPending || !canSave}>
            Save
          </Button>
          <Button
            variant="outline-secondary"
            disabled={!previous || !canSave}
            onClick={() => previous && void load(previous.version)}
            title="Load the version before the current one; Save makes it current again"
          >
            Undo last save
          </Button>
        </div>
      </Form>
      <h2 className="h6">Saved versions</h2>
      <DisplayConfigVersions versions={versions.data ?? []} onLoad={(v) => void load(v)} />
    </>
  );
}
