import type { PhotoStage } from '@domain/job-photos';
import { useIntl } from 'react-intl';
import { buttonClasses } from '@/components/ui/button';
import { CameraIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { CAMERA_TAKE_IDS, cameraInputId } from '../../lib/photo-copy';

type CameraButtonProps = {
  stage: PhotoStage;
  /** Several photos at once (a step's), or one (an extra charge's proof). */
  multiple?: boolean;
  /** The id of the sentence saying what to photograph. */
  describedBy: string;
  onChoose: (files: File[]) => void;
};

/**
 * The camera, as one control: the file input itself, out of sight but in the tab order and named by
 * its label, which is what the eye sees as the button. On a phone it opens the rear camera.
 */
export function CameraButton({ stage, multiple = true, describedBy, onChoose }: CameraButtonProps) {
  const intl = useIntl();
  const id = cameraInputId(stage);
  return (
    <div className="relative">
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple={multiple}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Emptied, so the same photo can be chosen again after a failure.
          event.target.value = '';
          if (files.length > 0) onChoose(files);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonClasses('primary', 'lg', 'h-14 w-full cursor-pointer text-lg'),
          'peer-focus:outline-2 peer-focus:outline-offset-2 peer-focus:outline-brand-700',
        )}
      >
        <CameraIcon className="size-6" />
        {intl.formatMessage({ id: CAMERA_TAKE_IDS[stage] })}
      </label>
    </div>
  );
}
