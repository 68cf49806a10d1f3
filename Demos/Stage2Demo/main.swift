import Stage2
print("Stage 2 demo: coming soon")
