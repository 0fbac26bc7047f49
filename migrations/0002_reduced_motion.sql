-- 0002: what a preset does when the user asks for less motion (iOS "Reduce Motion",
-- CSS prefers-reduced-motion): 'resting' shows the resting state throughout, 'opacity-only'
-- keeps only opacity animating, 'none' plays the preset unchanged. Existing presets rest.
ALTER TABLE presets ADD COLUMN reduced_motion TEXT NOT NULL DEFAULT 'resting'
    CONSTRAINT preset_reduced_motion_known CHECK (reduced_motion IN ('resting', 'opacity-only', 'none'));
