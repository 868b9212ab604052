import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import { Logger } from '../shared/logger.port';
import { Toaster } from '../shared/toaster.port';
import { SessionStore } from './session.store';
import { PersonalGateway, type ProfileChange } from './personal-gateway.port';

/** Username limits of the contract (2..32 characters after trimming). */
const USERNAME_MIN = 2;
const USERNAME_MAX = 32;

/** The personal info page: avatar, username and e-mail; renaming, picking an avatar, signing out. */
@injectable()
export class PersonalInfoStore {
  avatars: readonly string[] = [];
  usernameDraft = '';
  editingUsername = false;
  /** Locale key next to the username field. */
  usernameError: string | null = null;
  saving = false;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(PersonalGateway) private readonly gateway: PersonalGateway,
    @inject(Toaster) private readonly toaster: Toaster,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'session' | 'gateway' | 'toaster' | 'logger'>(
      this,
      { session: false, gateway: false, toaster: false, logger: false },
      { autoBind: true },
    );
  }

  /** Loads the avatar choices once. */
  async loadAvatars(): Promise<void> {
    if (this.avatars.length > 0) return;
    try {
      const avatars = await this.gateway.avatars();
      runInAction(() => (this.avatars = avatars));
    } catch (error) {
      this.logger.warn('Could not load the avatars', error);
    }
  }

  startRename(): void {
    this.usernameDraft = this.session.user?.username ?? '';
    this.usernameError = null;
    this.editingUsername = true;
  }
  cancelRename(): void {
    this.editingUsername = false;
    this.usernameError = null;
  }
  /** A name already marked wrong is checked again while typing, so the message goes as soon as it is fixed. */
  editUsername(value: string): void {
    this.usernameDraft = value;
    if (this.usernameError !== null) this.checkUsername();
  }
  /** Checks the draft when the field loses focus; true when it may be saved. */
  checkUsername(): boolean {
    const length = this.usernameDraft.trim().length;
    this.usernameError = length < USERNAME_MIN || length > USERNAME_MAX ? 'account-pages:info.usernameLength' : null;
    return this.usernameError === null;
  }

  async saveUsername(): Promise<void> {
    if (!this.checkUsername()) return;
    if (await this.save({ username: this.usernameDraft.trim() })) runInAction(() => (this.editingUsername = false));
  }

  async chooseAvatar(avatarPath: string): Promise<void> {
    await this.save({ avatarPath });
  }

  signOut(): void {
    this.session.signOut();
  }

  private async save(change: ProfileChange): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    try {
      await this.gateway.updateProfile(change);
      await this.session.refreshUser();
      this.toaster.show('account-pages:info.saved');
      return true;
    } catch (error) {
      runInAction(() => {
        if (change.username !== undefined) this.usernameError = isApiError(error) ? error.msgKey : 'site-errors:generic';
      });
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
