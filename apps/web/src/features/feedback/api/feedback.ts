import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TYPES,
  type FeedbackCategory,
  feedbackUploadPath,
  feedbackUploadResult,
} from '@courtside/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { checkImageFile, type ImageFileProblem, uploadFile } from '../../../api/upload';
import { useRequestId } from '../../../shared/useRequestId';

export const FEEDBACK_PAGE_SIZE = 10;

const keys = {
  all: ['feedback'] as const,
  list: (page: number) => ['feedback', 'list', page] as const,
  image: (key: string) => ['feedback', 'image', key] as const,
};

export const checkFeedbackImage = (file: Pick<File, 'type' | 'size'>): ImageFileProblem | null =>
  checkImageFile(file, { types: FEEDBACK_IMAGE_TYPES, maxBytes: FEEDBACK_IMAGE_MAX_BYTES });

export const uploadFeedbackImage = async (file: File, onProgress: (percent: number) => void): Promise<string> =>
  (await uploadFile(feedbackUploadPath, file, feedbackUploadResult, onProgress)).key;

export const useFeedbackList = (page: number) =>
  useQuery({
    queryKey: keys.list(page),
    queryFn: () => api.feedback.list({ page, pageSize: FEEDBACK_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** An image of the member's own feedback: private, so it comes through the session, not a public URL. */
export const useFeedbackImage = (key: string) =>
  useQuery({
    queryKey: keys.image(key),
    queryFn: async () => (await api.feedback.image({ key })).dataUrl,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export interface FeedbackDraft {
  category: FeedbackCategory;
  content: string;
  images: string[];
}

/** A submit and its retries (no answer came) carry one request id, so a feedback is written once. */
export function useSubmitFeedback() {
  const client = useQueryClient();
  const requestIds = useRequestId();
  return useMutation({
    mutationFn: (draft: FeedbackDraft) =>
      api.feedback.submit({ ...draft, requestId: requestIds.forIntent(JSON.stringify(draft)) }),
    onSettled: (_data, error) => requestIds.settle(error ?? undefined),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
