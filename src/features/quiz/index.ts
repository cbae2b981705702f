export { quizQueue, notificationsEnabled, useCurrentQuiz } from './queue';
export const loadQuizPopup = () => import('./QuizPopup');
export { quizIdsOf } from './realtimeEvents';
export { ExitQuizDialog, type ExitQuizAnswer } from './ExitQuizDialog';
