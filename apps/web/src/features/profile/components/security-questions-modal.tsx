import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Center,
  Group,
  Loader,
  Modal,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { FormError } from '@/ui/form-error';
import { useSecurityQuestions } from '../api/get-security-questions';
import { useSaveSecurityQuestions } from '../api/save-security-questions';

type Values = { questions: { question_id: string; answer: string }[]; password: string };

/** spec 3 §2.5 reset security questions modal: pick and answer the questions again, with the password. */
export function SecurityQuestionsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const questions = useSecurityQuestions(opened);
  const save = useSaveSecurityQuestions();
  const required = questions.data?.required_count ?? 3;
  const schema = useMemo(
    () =>
      z
        .object({
          questions: z.array(
            z.object({
              question_id: z.string().min(1, t('profile.questions.questionRequired')),
              answer: z.string().trim().min(1, t('profile.questions.answerRequired')),
            }),
          ),
          password: z.string().min(1, t('profile.questions.passwordRequired')),
        })
        .superRefine((values, context) => {
          values.questions.forEach((question, index) => {
            if (
              question.question_id &&
              values.questions.findIndex((q) => q.question_id === question.question_id) !== index
            ) {
              context.addIssue({
                code: 'custom',
                path: ['questions', index, 'question_id'],
                message: t('profile.questions.each'),
              });
            }
          });
        }),
    [t],
  );
  const { control, register, handleSubmit, formState, reset, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { questions: [0, 1, 2].map(() => ({ question_id: '', answer: '' })), password: '' },
  });
  const fields = useFieldArray({ control, name: 'questions' });

  const close = () => {
    reset();
    save.reset();
    onClose();
  };

  const onSubmit = (values: Values) =>
    save.mutate(
      {
        questions: values.questions.map((q) => ({ question_id: Number(q.question_id), answer: q.answer })),
        password: values.password,
      },
      {
        onSuccess: () => {
          close();
          notifySuccess(t('profile.questions.saved'));
        },
        onError: (error) => {
          if (isApiError(error) && error.detailFor('password')) {
            setError('password', { message: error.detailFor('password') });
          }
        },
      },
    );

  const options = (questions.data?.questions ?? []).map((q) => ({ value: String(q.id), label: q.text }));
  const answered = questions.data?.questions.filter((q) => q.answered).length ?? 0;
  return (
    <Modal opened={opened} onClose={close} title={t('profile.questions.title')} size="lg">
      {questions.isPending ? (
        <Center py="md">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {answered > 0
                ? t('profile.questions.replace')
                : t('profile.questions.intro', { count: required })}
            </Text>
            {fields.fields.map((field, index) => (
              <Stack key={field.id} gap={6}>
                <Controller
                  control={control}
                  name={`questions.${index}.question_id`}
                  render={({ field: select }) => (
                    <Select
                      label={t('profile.questions.question', { number: index + 1 })}
                      data={options}
                      value={select.value || null}
                      onChange={(value) => select.onChange(value ?? '')}
                      error={formState.errors.questions?.[index]?.question_id?.message}
                    />
                  )}
                />
                <TextInput
                  label={t('profile.questions.answer', { number: index + 1 })}
                  autoComplete="off"
                  error={formState.errors.questions?.[index]?.answer?.message}
                  {...register(`questions.${index}.answer`)}
                />
              </Stack>
            ))}
            <PasswordInput
              label={t('profile.questions.password')}
              autoComplete="current-password"
              error={formState.errors.password?.message}
              {...register('password')}
            />
            <FormError
              message={
                save.isError && !(isApiError(save.error) && save.error.detailFor('password'))
                  ? errorMessage(save.error)
                  : null
              }
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('profile.questions.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
