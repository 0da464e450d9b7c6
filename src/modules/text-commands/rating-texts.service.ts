import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MAX_REVIEW_LENGTH } from '../../domain/rating';
import type { RequestRecord } from '../../domain/request-record';
import { REDIS } from '../../infra/redis/redis.module';
import { RatingService } from '../providers';
import { SmsOutboxService, type InboundText } from '../notifications';
import { answerCustomer, answerLanguage } from './customer-answers';
import { writeReply } from './reply-texts';

/** How long after rating by text the next free text is taken as the review. */
const REVIEW_WINDOW_SECONDS = 30 * 60;

/**
 * Replies to the completion text ('Reply 1-5 to rate…'): a digit rates the job once, and the words
 * that follow a rating by text are kept as its review. False when the text is neither.
 */
@Injectable()
export class RatingTextsService {
  constructor(
    private readonly ratings: RatingService,
    private readonly outbox: SmsOutboxService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async carryOut(request: RequestRecord, text: InboundText): Promise<boolean> {
    const { command } = text;
    if (command.kind === 'amount') {
      await this.rate(request, text, command.cents);
      return true;
    }
    if (command.kind !== 'other' || (await this.redis.getdel(this.reviewKey(text.from))) !== request.id) return false;
    try {
      await this.ratings.addReviewByText(request.id, text.body.trim().slice(0, MAX_REVIEW_LENGTH));
    } catch (error) {
      // A review came in another way first: this text is for a person.
      if (error instanceof AppError && error.kind === 'conflict') return false;
      throw error;
    }
    await answerCustomer(this.outbox, request, text, writeReply(answerLanguage(request, text), 'review-saved'));
    return true;
  }

  private async rate(request: RequestRecord, text: InboundText, cents: number | null): Promise<void> {
    const language = answerLanguage(request, text);
    if (request.customerRating !== null) return answerCustomer(this.outbox, request, text, writeReply(language, 'already-rated'));
    const stars = cents !== null && cents % 100 === 0 ? cents / 100 : 0;
    if (stars < 1 || stars > 5) return answerCustomer(this.outbox, request, text, writeReply(language, 'rating-range'));
    try {
      await this.ratings.rateByText(request.id, stars);
    } catch (error) {
      if (error instanceof AppError && error.kind === 'conflict') return answerCustomer(this.outbox, request, text, writeReply(language, 'already-rated'));
      throw error;
    }
    await this.redis.set(this.reviewKey(text.from), request.id, 'EX', REVIEW_WINDOW_SECONDS);
    await answerCustomer(this.outbox, request, text, writeReply(language, 'rating-thanks', { rating: stars }));
  }

  private reviewKey(phone: string): string {
    return `${this.config.installKey}:sms-review:${phone}`;
  }

}
